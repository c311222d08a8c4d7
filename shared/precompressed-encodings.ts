/**
 * The encodings the build writes beside each compressible file of public/ (gatsby/precompress.ts)
 * and the server sends as they are (server/precompressed.ts), in the order the server prefers
 * them, at the LEVELS below, done once at build time instead of on every request. Pages are not
 * among those files: the server compresses each as it sends it.
 * Shared: the build and the server each import it.
 */
export const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

export type Encoding = (typeof PRECOMPRESSED)[number]["encoding"];

/**
 * The levels that pay for their time (decision 0019). Content, whose size or number grows with the
 * data (the pages, which the server compresses as it sends them; the job feeds and the sitemaps,
 * 24 MB each at 10,008 jobs, written again on every edit): brotli 5 and gzip 6, where a level stops
 * paying. On a 1,008-job site's pages, brotli 4 took 0.25-0.30 ms a page for 7 % more bytes, 5
 * 0.37 ms, 6 0.40-0.45 ms for 0.5 % less; gzip 6 0.21 ms, 9 0.28 ms for 0.1 % less. The rest (the
 * bundles, the editor: few files, fetched by every visitor, taken from the build's cache while
 * unchanged): brotli 11 and gzip 9.
 */
export const LEVELS = {
  content: { br: 5, gzip: 6 },
  other: { br: 11, gzip: 9 },
} as const satisfies Record<string, Record<Encoding, number>>;
