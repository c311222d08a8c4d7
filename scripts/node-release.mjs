/**
 * A Node.js release line from the npm registry: the `node-linux-<arch>` packages hold the official
 * binaries (what the `node@24` package installs), so CI and `test:node-releases` can run a release the
 * machine does not have without another download site. Unpacked once into a cache folder.
 *
 * As a command, prints the folder holding that release's `node`, for a PATH:
 *   PATH="$(node scripts/node-release.mjs 24):$PATH"
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DEFAULT_CACHE = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"), "node-releases");

/** The path of `node` for the newest release of `major`, fetched into `cache` when missing. */
export function nodeBinary(major, cache = DEFAULT_CACHE) {
  const dir = path.join(cache, String(major));
  const binary = path.join(dir, "package", "bin", "node");
  if (fs.existsSync(binary)) return binary;
  if (process.platform !== "linux")
    throw new Error(
      `node-${process.platform}-${process.arch} releases are not set up here; use a Node ${major} of your own`,
    );
  const pkg = `node-linux-${process.arch}@${major}`;
  // Fetched beside its final place (same file system), then renamed there.
  fs.mkdirSync(cache, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(cache, `.fetch-${major}-`));
  try {
    const packed = execFileSync("npm", ["pack", pkg, "--pack-destination", tmp, "--silent"], { encoding: "utf8" })
      .trim()
      .split("\n")
      .pop();
    const unpacked = fs.mkdtempSync(path.join(tmp, "unpacked-"));
    execFileSync("tar", ["-xzf", path.join(tmp, packed), "-C", unpacked]);
    if (!fs.existsSync(path.join(unpacked, "package", "bin", "node"))) throw new Error(`${pkg} did not hold bin/node`);
    // Moved into place whole, so an interrupted fetch never leaves a half-unpacked release behind.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(unpacked, dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const major = process.argv[2];
  if (!/^\d+$/.test(major ?? "")) {
    console.error("usage: node scripts/node-release.mjs <major>");
    process.exit(2);
  }
  console.log(path.dirname(nodeBinary(major)));
}
