import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, type Page } from "@playwright/test";

/** The files git tracks or would track (not ignored), deleted ones included. */
export const repositoryFiles = () =>
  execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
    .split("\0")
    .filter(Boolean);

/**
 * A scratch copy of this repository (the files git tracks or would track, sharing node_modules), so the visual
 * editor's local mode can write into it and a build can prove what it wrote, without touching
 * the checkout under test.
 */
export function scratchCopy(root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"))): string {
  for (const file of repositoryFiles()) {
    if (!fs.existsSync(file)) continue; // deleted in the working tree
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(root, file));
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
  return root;
}

/** `npm run cms <repo>` on `port`: the editor and decap-server's proxy; resolves once it listens. */
export function startEditor(repo: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/ops/cms.ts", repo], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("/admin/")) resolve(child);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("exit", (code) => reject(new Error(`npm run cms exited with ${code}:\n${output}`)));
  });
}

/** `npm run check:data` in the scratch copy: its exit status and report. */
export function checkData(repo: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/checks/check-data.ts", repo], {
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `gatsby build` of the scratch copy, on the given build date; throws with the build's output when it fails. */
export function build(repo: string, buildDate: string) {
  const result = spawnSync(path.join(repo, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, BUILD_DATE: buildDate, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  });
  if (result.status !== 0)
    throw new Error(`The scratch copy's build failed:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
}

/**
 * The set-up every editor suite shares: its tests run in order against one scratch copy with
 * `npm run cms` on `port`, started before them and removed after; `repo()` is the copy's folder.
 */
export function editorOnScratchCopy(port: number) {
  let repo = "";
  let editor: ChildProcess | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    repo = scratchCopy();
    editor = await startEditor(repo, port);
  });
  test.afterAll(() => {
    editor?.kill();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });
  return { repo: () => repo };
}

/** Opens the editor at one of Decap's routes (`/collections/jobs/entries/data-analyst`) and logs in to the local proxy. */
export async function openEditor(page: Page, port: number, route = "") {
  await page.goto(`http://localhost:${port}/admin/${route ? `#${route}` : ""}`);
  await page.getByRole("button", { name: "Login" }).click();
}

/** The page the preview draws: Decap's preview frame holds the width buttons and, in a frame of its own, the page. */
export const previewOf = (page: Page) =>
  page.frameLocator("iframe").first().frameLocator("iframe[title='The page as the site shows it']");

/** The faces of the preview's frame and their state (document.fonts). */
export const typefaceStatus = (preview: ReturnType<typeof previewOf>) =>
  preview
    .locator("body")
    .evaluate((body) => [...body.ownerDocument.fonts].map((face) => `${face.family} ${face.status}`).join(", "));
