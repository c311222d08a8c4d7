// A worker of gatsby/page-policy.ts's pool (Piscina): a batch of pages per task, each read, given
// its Content-Security-Policy and written back, off Gatsby's main thread.
import crypto from "node:crypto";
import fs from "node:fs";
import { PREFETCH_RULES } from "gatsby-plugin-islands/names";
import { withCspMeta } from "../content-model/node/content-security-policy";

/**
 * Inline scripts a page's own code inserts, so absent from its HTML, which its policy allows by
 * hash: the islands' prefetch rules (Speculation Rules, decision 0022).
 */
export const INSERTED_SCRIPTS = [PREFETCH_RULES];

export type PagePolicyTask = { file: string; finished: string | undefined }[];

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("hex");

/**
 * Returns the hash of the page as written, or null when the page was already the one an earlier
 * build finished (its hash is `finished`): Gatsby left it as it was, so it is left alone.
 */
function writePagePolicy({ file, finished }: PagePolicyTask[number]): string | null {
  const html = fs.readFileSync(file, "utf8");
  if (finished !== undefined && sha256(html) === finished) return null;
  const written = withCspMeta(html, INSERTED_SCRIPTS);
  fs.writeFileSync(file, written);
  return sha256(written);
}

/** Each page's result, in the order given. */
export default function writePagePolicies(pages: PagePolicyTask): (string | null)[] {
  return pages.map(writePagePolicy);
}
