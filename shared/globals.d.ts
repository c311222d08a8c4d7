/**
 * The globals shared/ may use: those both of its runtimes give, the browser and Node. shared/ is checked
 * with neither the DOM's types nor Node's (tsconfig.shared.json), so each is declared here, as
 * little of it as shared/ uses.
 */

/** WHATWG URL, the same class in browsers and in Node. */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly href: string;
}
