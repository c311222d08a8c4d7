import { defineConfig } from "@playwright/test";
import { port, submissionsDir } from "./e2e/server-env";
import { chromiumPath } from "./e2e/chromium";

/** Browser tests run against the production build (public/), served as `npm run serve` serves it. */
export default defineConfig({
  testDir: "e2e",
  // The visual editor's tests have their own configuration (playwright.cms.config.ts, `npm run test:cms`).
  testIgnore: ["cms/**"],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: `npm run serve`,
    // Real form submissions land in a scratch directory, and the per-client rate limit (every test
    // comes from 127.0.0.1) is lifted; both are the production server's own settings.
    env: { PORT: String(port), HOST: "127.0.0.1", SUBMISSIONS_DIR: submissionsDir, RATE_LIMIT_MAX: "0" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
