import { useCallback, useState } from "react";

/**
 * Walks through a list of image sources: each load error moves to the next one, and after the
 * last one fails `failed` is true so the caller can show a text fallback instead.
 */
export function useImageFallback(sources: readonly string[]) {
  const [index, setIndex] = useState(0);
  const onError = useCallback(() => setIndex((current) => current + 1), []);
  return { src: sources[index], failed: index >= sources.length, onError };
}
