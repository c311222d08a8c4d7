import { useEffect, useState, type ReactNode } from "react";

/** The `key` reach-router gives each history entry it makes (none on the document's own first entry). */
const entryKey = () => (window.history.state as { key?: string } | null)?.key;

// The entry a back or forward button last brought: its page is rendered whole at once, because
// Gatsby restores that entry's scroll position in the same commit, which a page still missing its
// lower part would cut short.
let poppedTo: string | undefined | null = null;
if (typeof window !== "undefined") window.addEventListener("popstate", () => (poppedTo = entryKey()));

/**
 * Whether a page mounted now may show its lower part a moment later: only in the app (Gatsby's
 * loader present; not the server render, nor Jest) on a client-side navigation to the top of a page,
 * not to a `#section` (Gatsby scrolls to it in the same commit) nor back or forward (see poppedTo).
 */
function mayDefer(): boolean {
  if (typeof window === "undefined" || !window.___loader) return false;
  return window.location.hash === "" && entryKey() !== poppedTo;
}

/**
 * The part of a page below the first screen. On the first load it is in the server's HTML like the
 * rest (put it inside `Static`, which keeps that HTML). When a client-side navigation mounts the page,
 * it is rendered in a task after the page's top has been painted (two frames later), so that the tap
 * that opened the page shows its heading without waiting for the render, styles and layout of what
 * is out of view.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !mayDefer());
  useEffect(() => {
    if (shown) return undefined;
    // Effects run after the first paint; one more frame, then a task of its own.
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => (timer = window.setTimeout(() => setShown(true))));
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : null;
}
