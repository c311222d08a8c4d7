import { CONSENT_COOKIE } from "../../shared/cookies";

type Consent = typeof import("../../src/analytics/consent");
const ID = "G-UNIT12345";

/** Another copy of the module, as another bundle of the page carries (its state is the page's). */
function copy(): Consent {
  let module!: Consent;
  jest.isolateModules(() => {
    module = jest.requireActual("../../src/analytics/consent");
  });
  return module;
}

/** A fresh page and a copy of the module, with no cookie and no data layer. */
function load(): Consent {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for("company-site/consent")];
  delete window[`ga-disable-${ID}`];
  for (const pair of document.cookie.split(";")) document.cookie = `${pair.split("=")[0].trim()}=; Max-Age=0; Path=/`;
  delete window.dataLayer;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  return copy();
}

const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const tagScripts = () => [...document.head.querySelectorAll("script")].map((script) => script.src);

describe("the consent gate", () => {
  it("is one gate for the page, however many bundles carry it: the entry's footer button opens the island's banner, and a form's event follows the banner's answer", () => {
    const entry = load();
    const banner = copy();
    const form = copy();
    const states: boolean[] = [];
    banner.subscribeBanner((state) => states.push(state.open));
    banner.startConsent(ID);
    banner.choose("denied");
    const button = document.createElement("button");
    button.setAttribute(entry.SETTINGS_ATTRIBUTE, "");
    document.body.append(button);
    entry.listenForSettings();
    button.click();
    expect(states).toEqual([false, true, false, true]);
    banner.choose("granted");
    expect(window[`ga-disable-${ID}`]).toBe(false); // the Reject before turned Google's tag off; Accept turns it on
    form.track(form.EVENTS.application);
    expect(commands()).toContainEqual(["event", "application_submitted", {}]);
    button.remove();
  });

  it("asks on a first visit and loads nothing, sends no event, until the visitor answers", () => {
    const consent = load();
    const states: boolean[] = [];
    consent.subscribeBanner((state) => states.push(state.open));
    consent.startConsent(ID);
    consent.track(consent.EVENTS.careersFilter, { department: "Design" });
    expect(states).toEqual([false, true]);
    expect(commands()).toEqual([]);
    expect(tagScripts()).toEqual([]);
  });

  it("on Accept: stores the choice, sets every Consent Mode signal denied, grants analytics alone, then loads Google's tag", () => {
    const consent = load();
    consent.startConsent(ID);
    consent.choose("granted");
    expect(document.cookie).toContain(`${CONSENT_COOKIE.name}=analytics:granted`);
    expect(commands().slice(0, 4)).toEqual([
      [
        "consent",
        "default",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
      ],
      ["consent", "update", { analytics_storage: "granted" }],
      ["js", expect.any(Date)],
      ["config", ID],
    ]);
    expect(tagScripts()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
    consent.track(consent.EVENTS.application, { job_slug: "data-analyst", department: "Data Science" });
    expect(commands().at(-1)).toEqual([
      "event",
      "application_submitted",
      { job_slug: "data-analyst", department: "Data Science" },
    ]);
  });

  it("loads the tag once a page's life: a client-side page change (the banner mounting again) adds no second set of defaults", () => {
    const consent = load();
    consent.startConsent(ID);
    consent.choose("granted");
    const before = commands().length;
    consent.startConsent(ID);
    expect(commands()).toHaveLength(before);
    expect(tagScripts()).toHaveLength(1);
  });

  it("on Reject: stores the choice, loads nothing and drops events", () => {
    const consent = load();
    consent.startConsent(ID);
    consent.choose("denied");
    consent.track(consent.EVENTS.contactMessage);
    expect(document.cookie).toContain(`${CONSENT_COOKIE.name}=analytics:denied`);
    expect(commands()).toEqual([]);
    expect(tagScripts()).toEqual([]);
  });

  it("withdrawing deletes the _ga cookies, switches the tag off and stops events", () => {
    const consent = load();
    consent.startConsent(ID);
    consent.choose("granted");
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    document.cookie = "_ga_UNIT12345=GS1.1.789; Path=/";
    document.cookie = "_gac_other=keep; Path=/";
    consent.choose("denied");
    expect(document.cookie).not.toMatch(/(^|; )_ga(_UNIT12345)?=/);
    expect(document.cookie).toContain("_gac_other=keep");
    expect(window[`ga-disable-${ID}`]).toBe(true);
    expect(commands().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    const before = commands().length;
    consent.track(consent.EVENTS.contactMessage);
    expect(commands()).toHaveLength(before);
  });

  it("runs what waits for consent (the web-vitals reporter) only once the visitor accepts", () => {
    const consent = load();
    const reporter = jest.fn();
    consent.onAnalyticsGranted(reporter);
    consent.startConsent(ID);
    expect(reporter).not.toHaveBeenCalled();
    consent.choose("granted");
    expect(reporter).toHaveBeenCalledTimes(1);
  });

  it("asks only when a measurement id is set (or the web-vitals reporter is configured)", () => {
    const consent = load();
    expect(consent.consentNeeded("")).toBe(false);
    expect(consent.consentNeeded(ID)).toBe(true);
  });
});
