/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { envExample, readSettings, SETTINGS } from "../../server/settings";

describe("the server's settings, checked at start", () => {
  it.each([
    [{ RATE_LIMIT_MAX: "abc" }, /^RATE_LIMIT_MAX must be a whole number \(got "abc"\)$/],
    [{ WEBHOOK_URL: "not a url" }, /^WEBHOOK_URL is not a URL/],
    [{ WEBHOOK_URL: "file:///etc/passwd" }, /^WEBHOOK_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ WEBHOOK_URL: "ftp://hooks.example.com/in" }, /^WEBHOOK_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ WEBHOOK_URL: "https://user:secret@hooks.example.com/in" }, /^WEBHOOK_URL must not hold a user or password/],
    [{ SMTP_URL: "http://mail.example.com" }, /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ OUTBOX_POLL_MS: "-5" }, /^OUTBOX_POLL_MS must be a whole number/],
    [{ CONFIRMATIONS: "no" }, /^CONFIRMATIONS must be one of "on", "off"/],
  ])("refuses %j with one line naming the variable", (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });

  it("takes the defaults and typed values, and never shows a secret it refuses", () => {
    const settings = readSettings({ RATE_LIMIT_MAX: "0", WEBHOOK_URL: "https://hooks.example.com/in" });
    expect(settings).toMatchObject({
      PORT: 9000,
      RATE_LIMIT_MAX: 0,
      OUTBOX_MAX_ATTEMPTS: 12,
      WEBHOOK_URL: "https://hooks.example.com/in",
    });
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it(".env.example lists every setting with its default and meaning, as server/settings.ts writes it", () => {
    const file = fs.readFileSync(path.join(__dirname, "../../.env.example"), "utf8");
    expect(file).toBe(envExample());
    for (const [name, setting] of Object.entries(SETTINGS))
      expect(file).toContain(`# ${setting.meaning}\n# ${name}=${setting.default}\n`);
  });
});
