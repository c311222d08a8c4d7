/**
 * `process.env` as browser code may read it: Gatsby's webpack writes each `process.env.X` into the
 * bundle at build time, and only for NODE_ENV and the GATSBY_ variables. Anything else would be
 * undefined in the browser (and a secret must never get there), so the browser's type check knows
 * no other name, and nothing else of Node's `process`. tsconfig.browser.json includes this file.
 */
declare const process: {
  readonly env: { readonly NODE_ENV?: "development" | "production" | "test" } & {
    readonly [name: `GATSBY_${string}`]: string | undefined;
  };
};
