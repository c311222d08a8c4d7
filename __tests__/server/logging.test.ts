import { execFileSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** What one info line looks like on stdout, from a process of its own (pino writes to file descriptor 1). */
function logLine(env: Record<string, string>, terminal: boolean): string {
  const script = `require("./server/logging").createLogger(process.env, ${terminal}).info({ event: "start" }, "Serving public");`;
  return execFileSync(process.execPath, ["--import", "tsx", "-e", script], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1", ...env },
    encoding: "utf8",
  });
}

describe("server logs", () => {
  it("are one JSON object per line when stdout is not a terminal (a log collector reads them)", () => {
    const line = logLine({}, false);
    expect(JSON.parse(line)).toMatchObject({ level: 30, event: "start", msg: "Serving public" });
  });

  it("are readable lines with the level and message when stdout is a terminal", () => {
    const line = logLine({}, true);
    expect(() => JSON.parse(line) as unknown).toThrow();
    expect(line).toMatch(/INFO.*Serving public/);
    expect(line).toContain('event: "start"');
  });

  it("follow LOG_FORMAT over the guess", () => {
    expect(JSON.parse(logLine({ LOG_FORMAT: "json" }, true))).toMatchObject({ msg: "Serving public" });
    expect(logLine({ LOG_FORMAT: "pretty" }, false)).toMatch(/INFO.*Serving public/);
  });
});
