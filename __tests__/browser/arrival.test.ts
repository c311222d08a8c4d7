import { onArrival } from "../../src/browser/arrival";
import { SETTINGS_ATTRIBUTE, subscribeBanner, type BannerState } from "../../src/analytics/consent";
import { leadSource } from "../../src/forms/lead-source";

// What every built page does as it arrives, apart from its islands (src/browser/arrival.ts).
describe("a page's arrival", () => {
  it("keeps the campaign labels of the address the visit arrived on, for the forms", () => {
    window.history.replaceState(null, "", "/careers/?utm_source=newsletter&utm_campaign=autumn");
    onArrival();
    window.history.replaceState(null, "", "/careers/");
    expect(leadSource()).toMatchObject({ utm_source: "newsletter", utm_campaign: "autumn" });
  });

  it("makes the footer's 'Cookie settings' ask the analytics question again, taking focus", () => {
    document.body.innerHTML = `<button ${SETTINGS_ATTRIBUTE}="">Cookie settings</button>`;
    const states: BannerState[] = [];
    const unsubscribe = subscribeBanner((state) => states.push(state));
    onArrival();
    document.querySelector("button")!.click();
    expect(states.at(-1)).toEqual({ open: true, focus: true });
    unsubscribe();
  });
});
