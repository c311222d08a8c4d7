import type { Duplex } from "node:stream";

/** Node's own answers to a request it cannot take, by error code (as node:http writes them); anything else is 400. */
const ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Payload Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

/**
 * A `clientError` listener: Node answers an unparseable request, headers over its limit, or a
 * request too slow to arrive (400, 431, 408) by itself, with no headers at all. This writes the
 * same answers with the server's security headers, under the same condition as Node: only while
 * nothing of a response has been sent on the connection.
 */
export function answerClientErrors(headers: Record<string, string>) {
  const headerLines = Object.entries({
    ...headers,
    "Cache-Control": "no-store",
    "Content-Length": "0",
    Connection: "close",
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (error: NodeJS.ErrnoException, socket: Duplex) => {
    // node:http keeps the response in flight on the socket; it is not in the socket's public type.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) return void socket.destroy();
    const [status, text] = ANSWERS[error.code ?? ""] ?? [400, "Bad Request"];
    socket.end(`HTTP/1.1 ${status} ${text}\r\n${headerLines}\r\n`, () => socket.destroy());
  };
}
