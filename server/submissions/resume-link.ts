import crypto from "node:crypto";
import type { SubmissionSettings } from "./config";
import { siteTexts } from "./site-texts";
import type { Submission } from "./store";

// Read as the build bundles it (see notify.ts): the retention rule the purge applies.

/** Where a résumé is fetched: GET RESUME_PATH + id, with `expires` and `signature` in the query. */
export const RESUME_PATH = "/api/resumes/";

type Application = Submission & { kind: "application" };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the record leaves under the retention rule (server/submissions/purge.ts): a link never
 * outlives its application, and the purge or an erasure removes the file sooner than that.
 */
export function resumeExpiry(submission: Application): Date {
  const days = submission.data.talentPool
    ? siteTexts.site.constants.talentPoolRetentionDays
    : siteTexts.site.constants.retentionDays;
  return new Date(new Date(submission.receivedAt).getTime() + days * DAY_MS);
}

const signatureOf = (secret: string, id: string, expires: number) =>
  crypto.createHmac("sha256", secret).update(`resume:${id}:${expires}`).digest("base64url");

/** The résumé's link for the notifications, and when it stops working. */
export function resumeLink(
  submission: Application,
  links: NonNullable<SubmissionSettings["resumeLinks"]>,
): { url: string; expiresAt: string } {
  const expiry = resumeExpiry(submission);
  const expires = Math.floor(expiry.getTime() / 1000);
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signatureOf(links.secret, submission.id, expires),
  });
  return {
    url: `${links.baseUrl}${RESUME_PATH}${encodeURIComponent(submission.id)}?${query.toString()}`,
    expiresAt: expiry.toISOString(),
  };
}

/** What a link's query says about the résumé `id`: signed by us and still valid, signed but past its time, or neither. */
export function checkResumeLink(
  id: string,
  query: { expires?: unknown; signature?: unknown },
  secret: string,
  now = new Date(),
): "valid" | "expired" | "forged" {
  const { expires, signature } = query;
  if (typeof expires !== "string" || !/^\d{1,12}$/.test(expires) || typeof signature !== "string") return "forged";
  const expected = Buffer.from(signatureOf(secret, id, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return "forged";
  return Number(expires) * 1000 <= now.getTime() ? "expired" : "valid";
}

/**
 * The name the recruiter's download is saved under: the candidate's name in letters, digits and
 * `._-` (any script: the header encodes it), ending with the type the content proved.
 */
export function resumeFileName(submission: Application): string {
  const name = submission.data.fullName.replace(/[^\p{L}\p{N}._-]+/gu, "_").slice(0, 100) || "resume";
  return `${name}-resume.${submission.resume.file.split(".").pop()}`;
}
