// @ts-check
/**
 * Lint for the whole repository: typescript-eslint with type information, React hooks, jsx-a11y,
 * and the import boundaries between runtimes (browser code must not reach Node or the server; the
 * server must not reach React). Formatting is Prettier's (eslint-config-prettier turns off the
 * rules that would disagree with it).
 */
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const NODE_BUILTINS = [
  "node:*",
  "fs",
  "fs/*",
  "path",
  "os",
  "crypto",
  "child_process",
  "http",
  "https",
  "net",
  "stream",
  "url",
  "util",
  "zlib",
];

// React's useId gives ":R1:" on the server and Preact's gives "P0-1" in the browser bundle, and
// Preact keeps the server's attributes while hydrating: after a re-render, a control's
// aria-describedby named ids that no element had.
const NO_USE_ID =
  "useId differs between the server (React) and the browser (Preact), so hydrated ids stop matching: make ids from the data (textId, fieldIds).";

/** Browser code: what it may not import, with the message a developer meets. */
const browserBoundary = {
  paths: ["react", "preact/hooks", "preact/compat"].map((name) => ({
    name,
    importNames: ["useId"],
    message: NO_USE_ID,
  })),
  patterns: [
    {
      group: NODE_BUILTINS,
      message:
        "Browser code runs in the browser: Node built-ins are not there. Move this to server/ or pass the value in at build time.",
    },
    {
      group: ["**/server/**", "**/plugins/*/gatsby/**", "pg", "nodemailer", "express", "multer", "pino", "pino-http"],
      message:
        "Browser code may not import server code: it would ship to every visitor. Share rules through shared/ (shared/form-rules: the form rules) instead.",
    },
  ],
};

const REACT = [
  "react",
  "react/*",
  "react-dom",
  "react-dom/*",
  "@emotion/*",
  "preact",
  "preact/*",
  "**/components/**",
  "**/hooks/**",
  "**/browser/**",
  "gatsby-plugin-islands",
  "gatsby-plugin-islands/*",
  "*.tsx",
  "**/*.tsx",
];

/** Server code: what it may not import. */
const serverBoundary = {
  patterns: [
    {
      group: REACT,
      message:
        "Server code does not render React: import the shared rules (shared/, shared/form-rules) instead of components or hooks.",
    },
  ],
};

/** shared/: code both the browser and Node run, so it may use neither's APIs nor reach either room. */
const sharedBoundary = {
  patterns: [
    {
      group: NODE_BUILTINS,
      message:
        "shared/ runs in the browser too: Node built-ins are not there. Put Node code in server/ or gatsby/ and pass the value in.",
    },
    {
      group: ["**/server/**", "**/gatsby/**", "**/src/**", ...REACT],
      message:
        "shared/ holds rules shared by the browser and Node: it imports only shared/ and data/, never a runtime's room (src/, server/, gatsby/) or React.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      "dist/",
      ".cache/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
      "static/",
      "vendor/",
      "**/*.min.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            "*.js",
            "*.mjs",
            "__mocks__/*.js",
            "gatsby/*.js",
            "scripts/*.mjs",
            "scripts/*/*.mjs",
            "bench/*.mjs",
            "bench/lib/*.mjs",
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not; `{ dropped, ...rest }`
      // is how a key is left out of a copy.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.tsx", "src/**/*.ts", "plugins/*/src/**/*.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "plugins/*/src/**/*.{ts,tsx}", "plugins/*/gatsby-browser.ts"],
    rules: {
      "no-restricted-imports": ["error", browserBoundary],
      // React.useId and friends, which no import names.
      "no-restricted-syntax": ["error", { selector: "MemberExpression[property.name='useId']", message: NO_USE_ID }],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", serverBoundary] },
  },
  {
    files: ["shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", sharedBoundary] },
  },
  {
    // Tests, mocks and benches read untyped values: JSON answers from the server, values evaluated
    // in the browser (page.evaluate), mocked modules. Typing each of them would add casts, not
    // safety, so the no-unsafe-* family is off here. Playwright and Jest callbacks are async by
    // signature even when a step does not await, hence require-await is off too.
    files: ["__tests__/**", "plugins/*/__tests__/**", "e2e/**", "__mocks__/**", "bench/**"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["__mocks__/**"],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Its measuring functions are serialised into the page (addInitScript, page.evaluate).
    files: ["bench/browser.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
);
