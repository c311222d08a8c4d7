/**
 * Errors that mean "the database cannot be reached or is restarting", as opposed to a bug or a
 * refused row: the save did not happen (or its outcome was checked), a moment later it will, so
 * the answer is 503 with Retry-After rather than 500.
 */

/** SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (also "for role"). */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);
/** pg's and pg-pool's own messages (they carry no code): a dropped connection, a pool that gave no connection in time. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
];

export function isUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code) || code.startsWith("08")))
    return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // An AggregateError (a host with several addresses, all refusing) or an error wrapping the real one.
  const inner = (error as { errors?: unknown[] }).errors;
  if (Array.isArray(inner) && inner.length && inner.every(isUnavailable)) return true;
  return cause !== undefined && cause !== error && isUnavailable(cause);
}
