/** @jest-environment node */
import { PassThrough } from "node:stream";
import { answerClientErrors } from "../../server/client-errors";
import { parseAllowedOrigins } from "../../server/cross-site";

function answerTo(code: string, inFlight?: { headersSent: boolean }) {
  const socket = Object.assign(new PassThrough(), { _httpMessage: inFlight });
  let written = "";
  socket.on("data", (chunk) => (written += chunk));
  const error = Object.assign(new Error(code), { code });
  answerClientErrors({ "X-Content-Type-Options": "nosniff" })(error, socket);
  return { written: () => written, destroyed: () => socket.destroyed };
}

describe("the server's answers to requests Node cannot take", () => {
  it.each([
    ["ERR_HTTP_REQUEST_TIMEOUT", "408 Request Timeout"],
    ["HPE_HEADER_OVERFLOW", "431 Request Header Fields Too Large"],
    ["HPE_INVALID_METHOD", "400 Bad Request"],
  ])("%s: %s, with the security headers, and the connection closed", async (code, status) => {
    const answer = answerTo(code);
    await new Promise((resolve) => setImmediate(resolve));
    expect(answer.written()).toBe(
      `HTTP/1.1 ${status}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.destroyed()).toBe(true);
  });

  it("writes nothing once a response has started on the connection: it only closes it", () => {
    const answer = answerTo("ERR_HTTP_REQUEST_TIMEOUT", { headersSent: true });
    expect(answer.written()).toBe("");
    expect(answer.destroyed()).toBe(true);
  });
});

describe("ALLOWED_ORIGINS", () => {
  it("takes comma-separated origins, written as browsers send them", () => {
    expect(parseAllowedOrigins(" https://www.Example.com , http://localhost:8000")).toEqual([
      "https://www.example.com",
      "http://localhost:8000",
    ]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
  });

  it("refuses what is not an origin, so that a typo cannot silently allow nothing", () => {
    expect(() => parseAllowedOrigins("www.example.com")).toThrow();
    expect(() => parseAllowedOrigins("https://www.example.com/contact/")).toThrow(/not an origin/);
  });
});
