// gatsby-plugin-islands' public API, what a site's components and gatsby-browser import (README.md).
export { Static, KeepServerHtml, contents } from "./static";
export { Island } from "./island";
export { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_HYDRATED, type IslandTiming } from "./browser/markers";
export { browserEmotionCache } from "./styles/emotion-cache";
export { hasServerGlobalStyles } from "./styles/server-styles";
