/** @jest-environment node */
import legal from "../../data/legal.json";
import site from "../../data/site.json";

describe("privacy promises", () => {
  it("the Privacy Policy states the retention period that `npm run submissions -- --purge` enforces", () => {
    const privacy = legal.find((page) => page.slug === "privacy-policy")!;
    const retention = privacy.sections.find((section) => section.id === "data-retention")!;
    expect(retention.paragraphs.join(" ")).toContain(`${site.constants.retentionDays} days`);
  });
});
