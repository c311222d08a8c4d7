import fs from "node:fs";
import path from "node:path";
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

describe("ids in src/", () => {
  // React's useId gives ":R1:" on the server and Preact's gives "P0-1" in the browser bundle, and
  // Preact keeps the server's attributes while hydrating: after a re-render, a control's
  // aria-describedby named ids that no element had. Ids come from the data instead (textId, fieldIds).
  it("no source file uses useId", () => {
    const sources = (folder: string): string[] =>
      fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) return sources(full);
        return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
      });
    // A call or an import of it (`useId(`, `{ useId }`, `useId,`), not the word in a comment.
    const users = sources("src").filter((file) => /\buseId\s*[(,}]/.test(fs.readFileSync(file, "utf8")));
    expect(users).toEqual([]);
  });
});
