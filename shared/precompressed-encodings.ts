/**
 * The encodings the build writes beside each compressible file of public/ (gatsby/precompress.ts)
 * and the server sends as they are (server/precompressed.ts), in the order the server prefers
 * them: brotli (11, pages 5) and gzip (9, pages 6: gatsby/precompress.ts levelsFor), done once at build time
 * instead of brotli 4 on every request. Shared: the build and the server each import it.
 */
export const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;
