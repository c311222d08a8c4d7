/**
 * The encodings the build writes beside each compressible file of public/ (gatsby/precompress.ts)
 * and the server sends as they are (server/precompressed.ts), in the order the server prefers
 * them: brotli 11 and gzip 9 (gatsby/precompress.ts BUILD_LEVELS), done once at build time instead
 * of on every request. Pages are not among those files: the server compresses each as it sends it.
 * Shared: the build and the server each import it.
 */
export const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;
