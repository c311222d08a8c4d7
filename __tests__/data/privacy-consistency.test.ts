/** @jest-environment node */
import legal from "../../data/legal.json";

describe("privacy promises", () => {
  it("the Privacy Policy quotes the retention period that the form states and `npm run submissions -- --purge` enforces", () => {
    const privacy = legal.find((page) => page.slug === "privacy-policy")!;
    const retention = privacy.sections.find((section) => section.id === "data-retention")!;
    // Filled from data/site.json constants.retentionDays when the page is built, so the three never differ.
    expect(retention.paragraphs.join(" ")).toContain("{retentionDays} days");
    expect(retention.paragraphs.join(" ")).not.toMatch(/\d+ (days|months)/);
  });
});
