/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CACHE_FOLDER_FILE, recordCacheFolder, startCleanIfMoved } from "../../gatsby/cache-folder";

/** A built checkout: a cache, webpack's cache, Gatsby's store and a public/ folder. */
function builtCheckout(): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
  for (const dir of [".cache/webpack", ".cache/redux", "public/page-data"])
    fs.mkdirSync(path.join(site, dir), { recursive: true });
  fs.writeFileSync(path.join(site, "public/index.html"), "<!doctype html>");
  return site;
}
const exists = (site: string, file: string) => fs.existsSync(path.join(site, file));

describe("a build that finds a cache made in another folder", () => {
  let site: string;
  beforeEach(() => (site = builtCheckout()));
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

  it("says so in one line and starts clean: public/ and webpack's cache are gone, and Gatsby finds an incomplete cache to delete", () => {
    fs.mkdirSync(path.join(site, ".cache"), { recursive: true });
    fs.writeFileSync(path.join(site, CACHE_FOLDER_FILE), "/builds/elsewhere\n");
    const info = jest.fn();
    startCleanIfMoved(site, info);
    expect(info.mock.calls).toEqual([
      [`The cache in .cache and public/ was made in /builds/elsewhere, not in ${site}: starting clean.`],
    ]);
    expect(exists(site, "public")).toBe(false);
    expect(exists(site, ".cache/webpack")).toBe(false);
    // Gatsby's own check (a cache without public/) then deletes the rest and empties its loaded state.
    expect(exists(site, ".cache/caches-lmdb")).toBe(true);
  });

  it("leaves a cache made in the same folder, or one without a record, as it is", () => {
    const info = jest.fn();
    startCleanIfMoved(site, info);
    recordCacheFolder(site);
    expect(fs.readFileSync(path.join(site, CACHE_FOLDER_FILE), "utf8")).toBe(`${site}\n`);
    startCleanIfMoved(site, info);
    expect(info).not.toHaveBeenCalled();
    expect(exists(site, "public/index.html")).toBe(true);
    expect(exists(site, ".cache/webpack")).toBe(true);
  });
});
