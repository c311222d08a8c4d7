/**
 * Files the build writes for itself, not for visitors: webpack's statistics and chunk map (the
 * build's module graph), source maps (the site's source with its comments; the measuring scripts
 * read them from disk), Gatsby's slice fragments, which the build stitches into the pages, and
 * page-data/, which Gatsby writes for its runtime and no built page loads (the islands need none);
 * and the precompressed copies themselves. The server answers 404 for them (server/static-site.ts)
 * and the build does not compress them (gatsby/precompress.ts). Matched against a path from the
 * site's root ("/page-data/app-data.json").
 */
export const BUILD_ARTEFACT = /^\/(webpack\.stats\.json|chunk-map\.json|_gatsby\/.*|page-data\/.*|.*\.(map|br|gz))$/;
