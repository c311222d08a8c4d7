// The site's arrival module for gatsby-plugin-islands (its `arrival` option in gatsby-config.ts):
// what every built page does as it arrives, whether or not its app starts, and the site's own
// reasons to start the app at once.
import { rememberLeadSourceLater } from "../forms/lead-source";
import { CONSENT_ATTRIBUTE, readChoice } from "./consent";
import { prefersReducedMotion } from "./reduced-motion";
import { hasRotation, rotateBeforeStart } from "./rotation";

export function onArrival() {
  // The campaign labels of the page the visit arrives on are kept whether or not its app starts.
  rememberLeadSourceLater(window.location.search);
  // The home carousel turns from the moment the page is shown, app or not.
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", () => rotateBeforeStart(), { once: true });
  else rotateBeforeStart();
}

/**
 * The app starts at once when the page must change without the visitor: the site asks about
 * analytics and the visitor has not refused (the banner, and Google's tag for a visitor who
 * accepted), or a carousel shows itself playing to a visitor who asked for less motion (the app
 * shows it paused).
 */
export function startsAtOnce(root: Document = document): boolean {
  if (root.querySelector(`[${CONSENT_ATTRIBUTE}]`) && readChoice() !== "denied") return true;
  return hasRotation(root) && prefersReducedMotion();
}
