import { useEffect, useState } from "react";
import { REDUCED_MOTION_QUERY } from "../browser/reduced-motion";

/**
 * True when the visitor asked the system for less motion. False during server rendering and the
 * first client render (so hydration matches), then follows the media query as it changes.
 */
export function useReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return reduced;
}
