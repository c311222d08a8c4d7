import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build, repositoryFiles, scratchCopy } from "./cms/scratch-repo";
import { port as suitePort } from "./server-env";

/** The measurement id the consent tests build with: a GA4-shaped id that belongs to no one. */
export const TEST_MEASUREMENT_ID = "G-E2ETEST0001";

const NOT_BUILT = /^(e2e|__tests__|docs)\/|\.md$/;

/**
 * The site as an editor who turns analytics on gets it: a scratch copy of this checkout whose
 * data/site.json sets `analytics.measurementId`, built with `gatsby build` exactly as `npm run build`
 * builds (so its CSP, banner and footer are the real ones). The suite's own build, in public/, keeps
 * the empty id. The copy is named by a hash of the sources and reused while they are unchanged
 * (about 1-2 minutes to build here), like the browser benchmark's peer build.
 */
export function analyticsSite(): string {
  // Tests and prose do not change what the build makes: editing them reuses the build.
  const files = repositoryFiles()
    .filter((file) => fs.existsSync(file) && !NOT_BUILT.test(file))
    .sort();
  const hash = crypto.createHash("sha256").update(TEST_MEASUREMENT_ID);
  for (const file of files) hash.update(file).update("\0").update(fs.readFileSync(file));
  const digest = hash.digest("hex");
  const root = path.join(os.tmpdir(), `analytics-site-${digest.slice(0, 12)}`);
  const marker = path.join(root, ".analytics-built");
  if (fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === digest) {
    fs.utimesSync(marker, new Date(), new Date());
    return root;
  }
  pruneOldBuilds();
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  scratchCopy(root);
  const siteJson = path.join(root, "data", "site.json");
  const site = JSON.parse(fs.readFileSync(siteJson, "utf8")) as { analytics: { measurementId: string } };
  site.analytics.measurementId = TEST_MEASUREMENT_ID;
  fs.writeFileSync(siteJson, `${JSON.stringify(site, null, 2)}\n`);
  build(root, new Date().toISOString().slice(0, 10));
  fs.writeFileSync(marker, digest);
  return root;
}

/** Earlier builds (about 220 MB each) left by earlier sources, once an hour has passed without use. */
function pruneOldBuilds() {
  for (const name of fs.readdirSync(os.tmpdir()).filter((entry) => entry.startsWith("analytics-site-"))) {
    const marker = path.join(os.tmpdir(), name, ".analytics-built");
    if (fs.existsSync(marker) && Date.now() - fs.statSync(marker).mtimeMs > 60 * 60_000)
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

/** The production server (`npm run serve`) of that copy, one port above the suite's; resolves once it answers. */
export async function serveAnalyticsSite(root: string): Promise<{ url: string; stop: () => void }> {
  const port = suitePort + 1;
  const submissions = fs.mkdtempSync(path.join(os.tmpdir(), "analytics-submissions-"));
  // Run from the copy, not with SITE_DIR from here: the server's CSP header is made from the
  // data/site.json beside its code, and a header without Google's hosts would block the tag.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      SITE_DIR: root,
      PORT: String(port),
      HOST: "127.0.0.1",
      SUBMISSIONS_DIR: submissions,
      RATE_LIMIT_MAX: "0",
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => void child.kill();
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The analytics site's server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The analytics site's server did not answer on ${url}`);
}
