import { textId } from "../../../src/components/ui/text-id";

describe("textId", () => {
  it("makes an id of the words of a text, with an optional suffix", () => {
    expect(textId("Why Choose Us?")).toBe("why-choose-us");
    expect(textId("  Skills & Technologies ", "heading")).toBe("skills-technologies-heading");
    expect(textId("Café Résumé", "slide-0")).toBe("cafe-resume-slide-0");
  });

  it("gives a text without Latin letters or digits a stable hash, never an empty id", () => {
    expect(textId("…")).toMatch(/^id-[0-9a-z]+$/);
    expect(textId("…")).toBe(textId("…"));
    expect(textId("…")).not.toBe(textId("—"));
  });
});
