import { isValidElement, type ReactNode } from "react";
import { ISLAND_ATTRIBUTE } from "../src/names";

/** A `<script>` that runs code (not a data block such as JSON-LD or speculation rules). */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);
/** Links that preload a script or data for a runtime that built pages no longer have. */
const RUNTIME_PRELOADS = new Set(["script", "fetch"]);

type ElementProps = { type?: string; rel?: string; as?: string };

/**
 * Whether a head or body component Gatsby gives server rendering belongs to its browser runtime:
 * a script that runs code, a preload of a script or of page data, or a component rather than an
 * element (Gatsby 5 renders its scripts in the post-body through a slice component; the site
 * adds none of its own there). The built pages' own check (no Gatsby script in any page,
 * e2e/built-html.spec.ts) is what catches a Gatsby that adds its runtime some other way.
 */
export function isRuntime(node: ReactNode): boolean {
  if (!isValidElement<ElementProps>(node)) return false;
  if (typeof node.type !== "string") return true;
  const { type, rel, as } = node.props;
  if (node.type === "script") return EXECUTABLE_TYPES.has(type ?? "");
  return (
    node.type === "link" && /\b(preload|prefetch|modulepreload)\b/.test(rel ?? "") && RUNTIME_PRELOADS.has(as ?? "")
  );
}

/**
 * Speculation Rules (document rules): a same-site link the visitor hovers or presses is prerendered
 * (Chromium's "moderate" eagerness). Browsers without them still get the viewport prefetch
 * (src/client/prefetch.ts).
 */
export const SPECULATION_RULES = { prerender: [{ where: { href_matches: "/*" }, eagerness: "moderate" }] };

/**
 * An island's wrapper adds no box of its own, so the page lays out as if it were not there: one
 * static rule in every page's <head> (under `gatsby develop` too), rather than a class on each
 * wrapper, so that the plugin needs no CSS-in-JS library and nothing is styled at run time.
 */
export const WRAPPER_STYLE = `[${ISLAND_ATTRIBUTE}]{display:contents}`;
