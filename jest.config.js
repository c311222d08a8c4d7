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
  // The islands plugin's __tests__/preact holds checks of Preact's own behaviour, for the "preact" project below.
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/e2e",
    "<rootDir>/__tests__/integration",
    "<rootDir>/plugins/gatsby-plugin-islands/__tests__/preact",
  ],
  // Preact is compiled too: gatsby-plugin-islands' check of Static (src/static-state.ts) imports it.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|preact)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};

/**
 * The browser layer's units again, on the renderer the production browser bundle really uses:
 * preact/compat in place of React, as gatsby/webpack.ts aliases it. A Preact upgrade that changes
 * a behaviour the layer relies on fails here, in seconds, not only in the browser suite.
 */
const preact = {
  ...react,
  displayName: "preact",
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
    "<rootDir>/plugins/gatsby-plugin-islands/__tests__/{browser,preact}/**/*.test.{ts,tsx}",
    "<rootDir>/plugins/gatsby-plugin-islands/__tests__/static.test.tsx",
    "<rootDir>/plugins/gatsby-plugin-islands/__tests__/static-state.test.tsx",
  ],
  testPathIgnorePatterns: ["node_modules"],
};

module.exports = {
  projects: [react, preact],
  // The form tests type whole sentences with user-event; on a busy 2-core CI machine one took over
  // Jest's default 5 s (measured: 3 timeouts at load 20). A hang still fails, after 30 s.
  testTimeout: 30_000,
};
