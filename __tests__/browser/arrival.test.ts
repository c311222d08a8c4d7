import { CONSENT_COOKIE } from "../../site/cookies";
import { startsAtOnce } from "../../src/browser/arrival";
import { CONSENT_ATTRIBUTE } from "../../src/browser/consent";
import { REDUCED_MOTION_QUERY } from "../../src/browser/reduced-motion";
import { ROTATION_ATTRIBUTES } from "../../src/browser/rotation";
import { ISLAND_ATTRIBUTE } from "../../plugins/gatsby-plugin-islands/src";

/** A page as the server sends it: the app's root with content, and the given islands' wrappers. */
function serverPage(...islands: Record<string, string>[]) {
  const attributes = (map: Record<string, string>) =>
    Object.entries(map)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join("");
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper"><main>${islands
    .map((island) => `<div ${ISLAND_ATTRIBUTE}=""${attributes(island)}><button>Part</button></div>`)
    .join("")}</main></div></div>`;
}

const setCookie = (value: string) => (document.cookie = `${CONSENT_COOKIE.name}=${value}; Path=/`);

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE.name}=; Max-Age=0; Path=/`;
});

// The site's own reasons to start its app at once, which gatsby-plugin-islands asks its arrival module.
describe("whether a page starts its app on arrival, for the site's reasons", () => {
  it("waits on a page with a carousel, which turns without the app, and starts at once if the visitor asked for less motion", () => {
    serverPage({ [ROTATION_ATTRIBUTES.root]: "strengths" });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be put back, never called unbound.
    const original = window.matchMedia;
    let reduced = false;
    // jsdom has no matchMedia: the visitor's setting, as the browser would answer it.
    window.matchMedia = ((query: string) => ({
      matches: query === REDUCED_MOTION_QUERY && reduced,
    })) as unknown as typeof window.matchMedia;
    expect(startsAtOnce()).toBe(false);
    reduced = true;
    expect(startsAtOnce()).toBe(true);
    serverPage({}); // no carousel: nothing shown playing
    expect(startsAtOnce()).toBe(false);
    window.matchMedia = original;
  });

  it("starts at once when the site asks about analytics, unless the visitor has refused", () => {
    serverPage();
    document.body.insertAdjacentHTML("afterbegin", `<div ${CONSENT_ATTRIBUTE}=""></div>`);
    expect(startsAtOnce()).toBe(true);
    setCookie("analytics:granted");
    expect(startsAtOnce()).toBe(true);
    setCookie("analytics:denied");
    expect(startsAtOnce()).toBe(false);
  });
});
