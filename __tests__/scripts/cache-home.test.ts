/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { recordCacheHome } from "../../gatsby/cache-home";

const script = path.resolve("scripts/cache-home.ts");
/** The step `npm run build` runs before Gatsby, for the site in `siteDir`. */
const run = (siteDir: string) =>
  spawnSync(process.execPath, ["--import", "tsx", script, siteDir], { encoding: "utf8" });

describe("Gatsby's cache in a checkout that moved (gatsbyjs/gatsby#31128)", () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cache-home-"));
  const built = path.join(scratch, "built");
  const copied = path.join(scratch, "copied");
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it("keeps the cache of a checkout built where it is, build after build", () => {
    fs.mkdirSync(path.join(built, ".cache"), { recursive: true });
    fs.writeFileSync(path.join(built, ".cache/state"), "Gatsby's");
    for (const _ of [1, 2]) {
      const result = run(built);
      expect(result.status).toBe(0);
      expect(result.stdout).toBe("");
      expect(fs.readFileSync(path.join(built, ".cache/state"), "utf8")).toBe("Gatsby's");
    }
  });

  it("clears the cache of a copy made elsewhere once, saying why, and keeps it from then on", () => {
    fs.cpSync(built, copied, { recursive: true });
    const first = run(copied);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`Gatsby's cache was made in ${built}: cleared`);
    expect(fs.existsSync(path.join(copied, ".cache/state"))).toBe(false);
    fs.writeFileSync(path.join(copied, ".cache/state"), "rebuilt here");
    const second = run(copied);
    expect(second.stdout).toBe("");
    expect(fs.readFileSync(path.join(copied, ".cache/state"), "utf8")).toBe("rebuilt here");
  });

  it("clears the copy of a checkout built once, whose first build emptied .cache/ of the record", () => {
    const once = path.join(scratch, "built-once");
    const copy = path.join(scratch, "copy-of-built-once");
    expect(run(once).status).toBe(0);
    // A first `gatsby build` empties .cache/ (initialize cache), then runs onPostBootstrap.
    fs.rmSync(path.join(once, ".cache"), { recursive: true, force: true });
    fs.mkdirSync(path.join(once, ".cache"));
    fs.writeFileSync(path.join(once, ".cache/state"), "Gatsby's");
    recordCacheHome(once);
    fs.cpSync(once, copy, { recursive: true });
    expect(run(copy).stdout).toContain(`Gatsby's cache was made in ${once}: cleared`);
    expect(fs.existsSync(path.join(copy, ".cache/state"))).toBe(false);
  });
});
