import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./e2e/chromium";

/**
 * The visual editor's browser tests (`npm run test:cms`): Decap CMS in its local mode on a scratch
 * copy of the repository, then a build of that copy. Kept apart from the site's suite: it needs no
 * site server, and its build should not share the two cores with the site's browser tests.
 */
export default defineConfig({
  testDir: "e2e/cms",
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 120_000,
  use: {
    browserName: "chromium",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    },
  },
});
