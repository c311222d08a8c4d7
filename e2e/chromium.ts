import fs from "node:fs";

/** The system Chromium (Debian's `chromium` package), or CHROMIUM_PATH; never a downloaded browser. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
}
