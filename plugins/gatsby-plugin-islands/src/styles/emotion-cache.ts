import createCache, { type EmotionCache } from "@emotion/cache";
import { setNextPageCache } from "./next-page-styles";
import { serverStyleNames } from "./server-styles";

/**
 * The browser's Emotion cache (the default one, key "css"), told which styles the server's HTML
 * already holds: hydrating components find theirs inserted, and no style sheet changes while the
 * page starts (see server-styles.ts).
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: "css" });
  for (const name of serverStyleNames()) cache.inserted[name] = true;
  // The styles of the pages likely next are added to it ahead of their navigation (./next-page-styles.ts).
  setNextPageCache(cache);
  return cache;
}
