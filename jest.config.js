/** Jest as Gatsby's unit-testing guide sets it up, with TypeScript and Emotion's JSX runtime. */
const react = {
  displayName: "react",
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css|scss)$": "<rootDir>/__mocks__/style-mock.js",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}", "<rootDir>/plugins/*/__tests__/**/*.test.{ts,tsx}"],
  // __tests__/integration runs against a build: `npm run test:integration` (jest.integration.config.js).
  // plugins/gatsby-plugin-islands/__tests__/client runs on Preact, as built pages do: the "preact" project below.
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/e2e",
    "<rootDir>/__tests__/integration",
    "<rootDir>/plugins/gatsby-plugin-islands/__tests__/client",
  ],
  // Preact 11 is ES modules only: compiled like Gatsby's own.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|preact)/)"],
  // The islands plugin's package as built for publishing (a second "gatsby-plugin-islands") and its
  // fixture site, which npm run test:plugin builds and checks.
  modulePathIgnorePatterns: ["<rootDir>/plugins/[^/]+/dist/", "<rootDir>/plugins/[^/]+/fixture/"],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};

/**
 * The islands' start, on the renderer built pages really use: Preact, with preact/compat in place
 * of React as the islands' bundle aliases it (plugins/gatsby-plugin-islands/gatsby/bundle.ts). A
 * Preact upgrade that changes what hydration keeps fails here, in seconds, not only in e2e.
 */
const preact = {
  ...react,
  displayName: "preact",
  // Preact 11 ships .mjs files only.
  transform: { "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ...react.moduleNameMapper,
    "^react$": "preact/compat",
    "^react-dom$": "preact/compat",
    "^react-dom/client$": "preact/compat/client",
    "^react-dom/test-utils$": "preact/test-utils",
    "^react/jsx-runtime$": "preact/jsx-runtime",
    "^react/jsx-dev-runtime$": "preact/jsx-runtime",
  },
  // jsdom resolves Preact's "browser" build, an ES module: compiled like Gatsby's own.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|preact)/)"],
  testMatch: [
    "<rootDir>/__tests__/browser/**/*.test.{ts,tsx}",
    "<rootDir>/plugins/gatsby-plugin-islands/__tests__/client/**/*.test.{ts,tsx}",
  ],
  testPathIgnorePatterns: ["node_modules"],
};

module.exports = {
  projects: [react, preact],
  // The form tests type whole sentences with user-event; on a busy 2-core CI machine one took over
  // Jest's default 5 s (measured: 3 timeouts at load 20). A hang still fails, after 30 s.
  testTimeout: 30_000,
};
