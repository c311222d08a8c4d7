import { css } from "@emotion/react";
import { createContext, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { navigate, prefetchPathname } from "gatsby";
import { whenIdle } from "./browser/idle";
import { isHydrating } from "./browser/server-html";
import { EnclosingPart, usePlacement } from "./placement";
import { prefetchPageStyles } from "./styles/next-page-styles";
import { beginOwnHooks, endOwnHooks } from "./static-state";

declare global {
  interface Window {
    // Gatsby's page loader; `hovering` is the call gatsby-link makes on mouseenter (no public API does the same).
    ___loader?: { hovering(path: string): void };
  }
}

// Layout-neutral: the wrapper's children take part in the parent's flow, flex or grid as if it were not there.
export const contents = css`
  display: contents;
`;
// One constant object: on a later render Preact and React compare it, see it unchanged and leave the HTML alone.
const KEEP_SERVER_HTML = { __html: "" };

/**
 * An internal page link inside kept HTML, which a click should follow in the app as a Gatsby Link
 * would. Page routes end with "/" (gatsby-config `trailingSlash: "always"`); files such as
 * /sitemap.xml do not and load as documents. A jump to a section of this page is left to the browser.
 */
function pageLink(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return null;
  if (anchor.origin !== window.location.origin || !anchor.pathname.endsWith("/")) return null;
  if (anchor.pathname === window.location.pathname && anchor.hash) return null;
  return anchor;
}

function followPageLink(event: MouseEvent) {
  const anchor = pageLink(event.target);
  if (
    !anchor ||
    event.button !== 0 ||
    event.defaultPrevented ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  )
    return;
  event.preventDefault();
  // As gatsby-link does: a link to the page already shown replaces the history entry instead of adding one.
  void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`, {
    replace: anchor.pathname === window.location.pathname,
  });
}

function prefetchPageLink(event: MouseEvent) {
  const anchor = pageLink(event.target);
  if (anchor) window.___loader?.hovering(`${anchor.pathname}${anchor.search}`);
}

/** How near the viewport a link of kept HTML is prefetched: within one screen, ahead of the visitor's scrolling. */
const PREFETCH_MARGIN = "100% 0px";

/**
 * Gatsby Links prefetch a page when they scroll into view, so that a tap on a phone (which has no
 * hover) opens it at once; kept HTML does the same for its links, once the browser is idle, and a
 * screen ahead (PREFETCH_MARGIN): a link scrolled to and tapped at once has its page at hand.
 * The links near the viewport when the app starts load their page as a hover does (page data,
 * static queries, the template's chunks fetched and evaluated), each at an idle moment: Gatsby's own
 * prefetch queue starts 3 s after its first request and then takes four pages every 3 s, so a link
 * tapped soon after the app started still fetched its page after the tap; their pages' server styles
 * are taken too (../styles/next-page-styles.ts). Links that a scroll brings
 * near later go to that queue (`prefetchPathname`), as Gatsby Links do: loaded at once, their pages
 * would be parsed and evaluated inside the tap that often follows the scroll.
 */
function prefetchWhenVisible(root: HTMLElement): () => void {
  // The observer's first report gives the state of every link when observing began.
  let initial = true;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const anchor = entry.target as HTMLAnchorElement;
        const path = `${anchor.pathname}${anchor.search}`;
        if (initial) {
          whenIdle(() => window.___loader?.hovering(path));
          // Its styles too, so that the navigation's render does not compile them (decision 0010).
          // Not for links a scroll brings near: taking styles recomputes this page's, when a tap often follows.
          prefetchPageStyles(anchor.pathname);
        } else prefetchPathname(path);
      }
      initial = false;
    },
    { rootMargin: PREFETCH_MARGIN },
  );
  const start = () => {
    for (const anchor of root.querySelectorAll("a[href]")) if (pageLink(anchor)) observer.observe(anchor);
  };
  const cancelStart = whenIdle(start);
  return () => {
    cancelStart();
    observer.disconnect();
  };
}

/** The `key` reach-router gives each history entry it pushes (none on the document's own first entry). */
const entryKey = () => (window.history.state as { key?: string } | null)?.key;

// The entry a back or forward button last brought: its page is rendered whole at once, because
// Gatsby restores that entry's scroll position in the same commit, which a page still missing its
// lower part would cut short.
let poppedTo: string | undefined | null = null;
if (typeof window !== "undefined") window.addEventListener("popstate", () => (poppedTo = entryKey()));

/**
 * Whether content below the fold, mounted now, may come a moment later: only in the app (Gatsby's
 * loader present; not the server render, nor Jest) on a client-side navigation to the top of a page,
 * not to a `#section` (Gatsby scrolls to it in the same commit) nor back or forward (see poppedTo).
 */
function mayDefer(): boolean {
  if (typeof window === "undefined" || !window.___loader) return false;
  return window.location.hash === "" && entryKey() !== poppedTo;
}

/** Whether a `belowTheFold` Static rendered by a client-side navigation shows its content yet: two frames after the page's top. */
function useShown(belowTheFold: boolean, keepServerHtml: boolean): boolean {
  const [shown, setShown] = useState(() => !belowTheFold || keepServerHtml || !mayDefer());
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
  return shown;
}

/** Where the Static is, whether it keeps the server's HTML, its element (whose links it prefetches then), and whether its content shows yet. */
function useKeptHtml(children: ReactNode, belowTheFold: boolean) {
  const placement = usePlacement("Static", children);
  const inHydratingIsland = useContext(KeepServerHtml);
  const [keepServerHtml] = useState(() => inHydratingIsland() || isHydrating());
  const root = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      keepServerHtml && root.current && typeof IntersectionObserver !== "undefined"
        ? prefetchWhenVisible(root.current)
        : undefined,
    [keepServerHtml],
  );
  const shown = useShown(belowTheFold, keepServerHtml);
  return { placement, keepServerHtml, root, shown };
}

/** Says whether an island around is hydrating the server's HTML after the first render (see island.tsx). */
export const KeepServerHtml = createContext<() => boolean>(() => false);

/**
 * Content with no behaviour of its own. The server renders it like any other; in the browser, on the
 * first load, it keeps the server's HTML instead of hydrating it, so the client neither renders these
 * components nor computes their styles. Its links still behave as Gatsby Links (one delegated click
 * and hover handler, and prefetching as they come into view). Rendered later (a client-side navigation mounts a new page), it renders its
 * children normally.
 *
 * `belowTheFold`: content under a page's first screen. When a client-side navigation mounts it, it
 * is rendered two frames after the rest, in a task of its own, so that the tap that opened the page
 * sees its top without waiting for the render, styles and layout of what is out of view. Back and
 * forward and links to a `#section` render it at once (see mayDefer); the server's HTML and the
 * first load are the same either way.
 */
export function Static({ children, belowTheFold = false }: { children: ReactNode; belowTheFold?: boolean }) {
  // Static's own state is not its content's (./static-state.ts): a Static may sit in a Static.
  beginOwnHooks();
  let own: ReturnType<typeof useKeptHtml>;
  try {
    own = useKeptHtml(children, belowTheFold);
  } finally {
    endOwnHooks();
  }
  const { placement, keepServerHtml, root, shown } = own;
  if (!keepServerHtml) {
    return (
      <EnclosingPart.Provider value={placement}>
        <div css={contents}>{shown ? children : null}</div>
      </EnclosingPart.Provider>
    );
  }
  return (
    // The links inside are the interactive elements (keyboard included); this wrapper only catches
    // their clicks and hovers by delegation, as the server HTML it keeps has no React handlers.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      css={contents}
      onClick={followPageLink}
      // eslint-disable-next-line jsx-a11y/mouse-events-have-key-events -- as above: a delegated hover.
      onMouseOver={prefetchPageLink}
      ref={root}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
