/** Jest as Gatsby's unit-testing guide sets it up, with TypeScript and Emotion's JSX runtime. */
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css|scss)$": "<rootDir>/__mocks__/style-mock.js",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
  // __tests__/integration runs against a build: `npm run test:integration` (jest.integration.config.js).
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e", "<rootDir>/__tests__/integration"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // The form tests type whole sentences with user-event; on a busy 2-core CI machine one took over
  // Jest's default 5 s (measured: 3 timeouts at load 20). A hang still fails, after 30 s.
  testTimeout: 30_000,
};
