// gatsby-plugin-islands' public API for a site's components (README.md).
export { island, type IslandComponent } from "./island";
export { staticContent } from "./static-content";
export { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "./names";
