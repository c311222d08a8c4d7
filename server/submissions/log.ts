/**
 * Where the submissions code writes its log lines: one JSON object per line, as pino writes them.
 * The production server hands its pino logger over at start (`useLog`), so that the handlers' lines
 * and the server's request lines are one stream with one LOG_LEVEL; on another host (an adapter's
 * functions) the fallback below writes the same shape through the console.
 *
 * Never pass a field's value, an email address or a name: only ids, kinds, channels, counts, and
 * error messages through `errorFields` (which masks anything shaped like an email address).
 */
export interface Log {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

let current: Log | undefined;

const LEVELS = { info: 30, warn: 40, error: 50 } as const;
const consoleLog: Log = Object.fromEntries(
  (Object.keys(LEVELS) as Array<keyof typeof LEVELS>).map((level) => [
    level,
    (fields: Record<string, unknown>, msg: string) =>
      console.log(JSON.stringify({ level: LEVELS[level], time: Date.now(), ...fields, msg })),
  ]),
) as unknown as Log;

export function useLog(log: Log): void {
  current = log;
}

export function log(): Log {
  return current ?? consoleLog;
}

const EMAIL_LIKE = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** An error as log fields: its class, code and message (emails masked), never its details (PostgreSQL's `detail` quotes row values). */
export function errorFields(error: unknown): { err: { type: string; code?: string; message: string } } {
  const { name, code, message } = (error ?? {}) as { name?: string; code?: unknown; message?: unknown };
  return {
    err: {
      type: name ?? typeof error,
      ...(typeof code === "string" ? { code } : {}),
      message: String(message ?? error)
        .replace(EMAIL_LIKE, "[email]")
        .slice(0, 500),
    },
  };
}
