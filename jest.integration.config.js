/**
 * Integration tests: the real production server (server/) against the last build, started as a
 * child process. Run after `npm run build` (`npm test` does so); see __tests__/integration/.
 * TEST_STORE=postgres runs the same suite on a PostgreSQL server started for it (global-setup.ts).
 */
const { displayName, ...unit } = require("./jest.config").projects[0];

module.exports = {
  ...unit,
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/integration/**/*.test.ts"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  setupFilesAfterEnv: [],
  globalSetup: "<rootDir>/__tests__/integration/global-setup.ts",
  globalTeardown: "<rootDir>/__tests__/integration/global-teardown.ts",
  // The tests share one machine's ports and disk; run the files one after another.
  maxWorkers: 1,
  testTimeout: 60_000,
};
