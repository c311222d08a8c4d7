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

/** An import of another room by a relative path: `../` or `../../` and the room's folder. */
const room = (...names) => `^(\\.\\.?/)+(${names.join("|")})(/|$)`;

const SERVER_PACKAGES = ["pg", "nodemailer", "express", "multer", "pino", "pino-http"];
const REACT = [
  "react",
  "react/*",
  "react-dom",
  "react-dom/*",
  "@emotion/*",
  "preact",
  "preact/*",
  "gatsby-plugin-islands",
  "gatsby-plugin-islands/*",
  "*.tsx",
  "**/*.tsx",
];

/** src/ and the islands plugin's src/: what the browser runs, so nothing of Node's or the server's. */
const browserBoundary = {
  paths: [
    ...["react", "preact/hooks", "preact/compat"].map((name) => ({
      name,
      importNames: ["useId"],
      message: NO_USE_ID,
    })),
    {
      name: "gatsby",
      importNames: ["useStaticQuery", "StaticQuery"],
      message:
        "No static queries: Gatsby records them under absolute paths, and a checkout built elsewhere (a restored CI cache) failed to build (gatsbyjs/gatsby#31128). Spread a fragment in the page query and pass the data down (src/hooks/use-site-content.ts).",
    },
  ],
  patterns: [
    {
      group: NODE_BUILTINS,
      message:
        "Browser code runs in the browser: Node built-ins are not there. Read files at build time (gatsby/, content-model/node/) and pass the value in as data.",
    },
    {
      group: SERVER_PACKAGES,
      message: "Browser code may not import server packages: they would ship to every visitor.",
    },
    {
      regex: room("server", "gatsby", "editor", "scripts", "bench", "content-model/node", "plugins/[^/]+/gatsby"),
      message:
        "Browser code may not import a Node room (server/, gatsby/, content-model/node/, scripts/, bench/): it would ship to every visitor. Share rules through shared/ and content-model/ instead.",
    },
  ],
};

/** server/: the production server, Node; it renders no React. */
const serverBoundary = {
  patterns: [
    {
      group: REACT,
      message: "Server code does not render React: import the rules (shared/, content-model/) instead of components.",
    },
    {
      regex: room("src", "gatsby", "editor", "plugins", "scripts", "bench"),
      message:
        "The server may not import the browser's room (src/), the build's (gatsby/), the editor's (editor/) or the tools' (scripts/, bench/): take rules from shared/ and content-model/, data/ through content-model/node/.",
    },
    {
      regex: room("data"),
      message:
        "The server reads data/ at run time through content-model/node/ (readData; server/submissions/site-texts.ts), checked by the build's rules: a JSON import would bundle the build's copy into dist/.",
    },
  ],
};

/** gatsby/ and the gatsby-* files: Gatsby's hooks at build time (Node). */
const buildBoundary = {
  patterns: [
    {
      regex: room("src", "server", "scripts", "bench"),
      message:
        "The build (gatsby/) may not import the browser's room (src/), the server's or the tools': what two rooms share goes in shared/ (or content-model/).",
    },
  ],
};

/** scripts/: the operators' commands and the test command's checks (Node). */
const scriptsBoundary = {
  patterns: [
    {
      regex: room("src", "gatsby", "bench"),
      message:
        "scripts/ may not import the browser's room (src/), the build's (gatsby/) or the benchmarks (bench/): take rules from shared/ and content-model/; what scripts/ and the build both run goes in a room of its own (the editor: editor/).",
    },
  ],
};

/** editor/: the visual editor's Node side (its page, configuration, script and local mode), for the build and `npm run cms`. */
const editorBoundary = {
  patterns: [
    {
      group: REACT,
      message: "editor/ serves the editor; the previews' components are bundled from src/admin/, not imported.",
    },
    {
      regex: room("src", "server", "gatsby", "plugins", "scripts", "bench"),
      message:
        "editor/ is imported by the build (gatsby/) and by scripts/ops/cms.ts: it imports only content-model/ and shared/, never a room that imports it or the browser's.",
    },
  ],
};

/**
 * src/components/: the parts pages are made of. Islands wrap components, and pages and templates
 * (and src/page-layout.tsx, the frame of every page) place both: an import of islands/, pages/ or
 * templates/ from here would run back up.
 */
const componentsBoundary = {
  paths: browserBoundary.paths,
  patterns: [
    ...browserBoundary.patterns,
    {
      regex: room("islands", "pages", "templates", "page-layout"),
      message:
        "Components may not import islands/, pages/, templates/ or the page frame (src/page-layout.tsx): they are placed by those, above them. Take an island as a prop (a slot) or place it from src/page-layout.tsx.",
    },
  ],
};

/** bench/: the benchmarks (Node), which drive the built site and the server from outside. */
const benchBoundary = {
  patterns: [
    {
      regex: room("src", "gatsby", "editor"),
      message:
        "bench/ measures the built site and the server from outside: it may not import the browser's room (src/) or the build's (gatsby/).",
    },
  ],
};

/** content-model/: the data rules, type names, editor config and tokens every runtime imports. */
const contentModelBoundary = {
  patterns: [
    {
      group: NODE_BUILTINS,
      message:
        "content-model/ is imported by every runtime, the browser too: Node built-ins are not there. Code that reads files goes in content-model/node/.",
    },
    {
      regex: "^\\./node(/|$)",
      message: "content-model/ may not import its node/ part, which the browser cannot run.",
    },
    {
      group: REACT,
      message: "content-model/ says what the data is; components that show it live in src/.",
    },
    {
      regex: room("src", "server", "gatsby", "editor", "plugins", "scripts", "bench"),
      message:
        "content-model/ imports only shared/, data/ and itself: every runtime imports it, so it may not reach one.",
    },
  ],
};

/** content-model/node/: reading data/ for the build, the server and the scripts (Node). */
const contentModelNodeBoundary = {
  patterns: [
    {
      group: REACT,
      message: "content-model/node/ reads data/ for Node; components that show it live in src/.",
    },
    {
      regex: room("src", "server", "gatsby", "editor", "plugins", "scripts", "bench"),
      message:
        "content-model/node/ imports only content-model/, shared/ and data/: the build, the server and the scripts all import it.",
    },
  ],
};

/** shared/: code both the browser and Node run, so it may use neither's APIs nor reach any room. */
const sharedBoundary = {
  patterns: [
    {
      group: NODE_BUILTINS,
      message:
        "shared/ runs in the browser too: Node built-ins are not there. Put Node code in server/ or gatsby/ and pass the value in.",
    },
    {
      group: REACT,
      message: "shared/ holds rules, not markup: components live in src/.",
    },
    {
      regex: room("src", "server", "gatsby", "editor", "plugins", "scripts", "bench", "content-model"),
      message:
        "shared/ holds code shared by the browser and Node: it imports only shared/ and data/, never a room (src/, server/, gatsby/, content-model/).",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "deploy/out/",
      "public/",
      "dist/",
      ".cache/",
      // The islands plugin's package as built for publishing, and its fixture site's build.
      "plugins/*/dist/",
      "plugins/*/fixture/.cache/",
      "plugins/*/fixture/public/",
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
    files: ["src/components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", componentsBoundary] },
  },
  {
    files: ["editor/**/*.ts"],
    rules: { "no-restricted-imports": ["error", editorBoundary] },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", serverBoundary] },
  },
  {
    files: ["gatsby/**/*.{ts,js}", "gatsby-node.ts", "gatsby-config.ts"],
    rules: { "no-restricted-imports": ["error", buildBoundary] },
  },
  {
    files: ["scripts/**/*.{ts,mjs}"],
    rules: { "no-restricted-imports": ["error", scriptsBoundary] },
  },
  {
    files: ["bench/**/*.{ts,mjs}"],
    rules: { "no-restricted-imports": ["error", benchBoundary] },
  },
  {
    files: ["content-model/*.ts"],
    rules: { "no-restricted-imports": ["error", contentModelBoundary] },
  },
  {
    files: ["content-model/node/**/*.ts"],
    rules: { "no-restricted-imports": ["error", contentModelNodeBoundary] },
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
    files: ["bench/browser.mjs", "bench/lib/link-without-cdp.mjs"],
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
