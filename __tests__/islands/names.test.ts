import fs from "node:fs";
import path from "node:path";

// The browser loads an island by the name in its wrapper, as `src/islands/<name>.tsx`
// (plugins/gatsby-plugin-islands/gatsby/bundle.ts): a file whose island has another name would never load.
const folder = path.resolve("src/islands");

describe("src/islands", () => {
  const files = fs.readdirSync(folder).filter((file) => file.endsWith(".tsx"));

  it.each(files)("%s declares the island named like its file", async (file) => {
    const module = (await import(path.join(folder, file))) as { default?: { island?: { name: string } } };
    expect(module.default?.island?.name).toBe(path.basename(file, ".tsx"));
  });
});
