/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * A comment that names a file sends the next reader there; a path that no longer exists is a
 * comment that lies. Every path a source comment names (one of the repository's top-level
 * folders followed by a name, or ./ and ../ relative to the file) must exist, with or without its
 * extension. Inside a plugin, a path may also be named from the plugin's own folder. Globs and
 * what the build writes (git-ignored: public/, deploy/out/ …) are not checked.
 */
const ROOT = path.join(__dirname, "../..");
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"];

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8" });
}

const ROOMS = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules")
  .map((entry) => entry.name);
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g;

/** The paths a piece of source's comments name, as written. */
function pathsInComments(source: string, rooms: string[] = ROOMS): string[] {
  const named = new RegExp(
    String.raw`(?<![\w./@-])((?:\.{1,2}/)+[\w.@-]+(?:/[\w.@[\]-]+)*|(?:${rooms.join("|")})/[\w.@[\]-]+(?:/[\w.@[\]-]+)*)`,
    "g",
  );
  return (source.match(COMMENT) ?? []).flatMap((comment) =>
    [...comment.matchAll(named)]
      .map((match) => match[1].replace(/[.,;:)]+$/, ""))
      .filter((name) => !name.includes("*")),
  );
}

function exists(file: string, named: string): boolean {
  const plugin = /^plugins\/[^/]+/.exec(file)?.[0];
  const bases = named.startsWith(".")
    ? [path.resolve(ROOT, path.dirname(file), named)]
    : [path.resolve(ROOT, named), ...(plugin ? [path.resolve(ROOT, plugin, named)] : [])];
  return bases.some((base) => EXTENSIONS.some((extension) => fs.existsSync(base + extension)));
}

function ignored(named: string): boolean {
  try {
    // A folder pattern (/deploy/out/) matches only a name ending in "/" when nothing is there.
    git("check-ignore", "--no-index", named, `${named}/`);
    return true;
  } catch {
    return false;
  }
}

/** Every stale path, as "file: path". */
function stalePaths(): string[] {
  const files = git("ls-files", "*.ts", "*.tsx", "*.js", "*.mjs", "*.cjs")
    .split("\n")
    .filter((file) => file && !file.endsWith("gatsby-types.d.ts") && fs.existsSync(path.join(ROOT, file)));
  return files.flatMap((file) =>
    pathsInComments(fs.readFileSync(path.join(ROOT, file), "utf8"))
      .filter((named) => !exists(file, named) && !ignored(named))
      .map((named) => `${file}: ${named}`),
  );
}

describe("paths named in comments", () => {
  it("finds the paths a comment names and only those", () => {
    const source = [
      "// The rules live in content-model/validate.ts and ./schema.ts;",
      "/* see src/templates/ and ../shared. */",
      'const room = "src/pages"; // not a path: data',
      "const url = 'https://example.com/src/x';",
    ].join("\n");
    expect(pathsInComments(source, ["content-model", "src"])).toEqual([
      "content-model/validate.ts",
      "./schema.ts",
      "src/templates",
      "../shared",
    ]);
  });

  it("all exist", () => {
    expect(stalePaths()).toEqual([]);
  });
});
