/** @jest-environment node */
import { testPluginOptionsSchema } from "gatsby-plugin-utils";
import { pluginOptionsSchema } from "../../gatsby-node";
import { readOptions } from "../../gatsby/options";

// Gatsby's own helper for plugin authors runs the schema as `gatsby build` would, before any step.
const check = (options: Record<string, unknown>) => testPluginOptionsSchema(pluginOptionsSchema!, options);

describe("the plugin's options, as Gatsby checks them", () => {
  it("takes a site's options, and gives the defaults", async () => {
    expect(await check({ islands: "src/islands" })).toMatchObject({ isValid: true });
    const read = readOptions({ plugins: [], islands: "src/islands" });
    expect(read).toMatchObject({ env: [], emotion: true, prefetch: true, arrival: undefined });
    expect(read.islands).toMatch(/\/src\/islands$/);
  });

  it("refuses a site that names no islands folder, or a variable name that is not one", async () => {
    const missing = await check({});
    expect(missing.isValid).toBe(false);
    expect(missing.errors.join(" ")).toMatch(/"islands" is required/);
    const badName = await check({ islands: "src/islands", env: ["process.env.SECRET"] });
    expect(badName.isValid).toBe(false);
    expect(badName.errors.join(" ")).toMatch(/env\[0\]/);
  });

  it("warns of an option it does not know (Gatsby prints it at build), so a typo is not silently ignored", async () => {
    const typo = await check({ islands: "src/islands", emtion: false });
    expect(typo.hasWarnings).toBe(true);
    expect(typo.warnings.join(" ")).toMatch(/"emtion" is not allowed/);
  });
});
