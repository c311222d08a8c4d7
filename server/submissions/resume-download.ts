import { submissionSettings } from "./config";
import { submissionIdTime } from "./durable";
import { checkResumeLink, resumeFileName } from "./resume-link";
import { processStore, type SubmissionStore } from "./storage";

/** What the download reads of a request: an Express request is one. */
export interface DownloadRequest {
  method?: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}
/** What it uses of a response: Express's has it. */
export interface DownloadResponse {
  setHeader(name: string, value: string): unknown;
  status(code: number): { send(body: unknown): unknown };
}

/**
 * GET RESUME_PATH + id, the link in an application's notifications, on the production server
 * (server/app.ts). Answered only for a link
 * signed with RESUME_LINK_SECRET: 410 once it has expired, 404 for a forged one and for an
 * application that is gone (purged or erased), so the link dies with the record. The file goes as
 * a download (never shown in the browser, where a document could run), as the type its content
 * proved when it was received, kept by nobody on the way (no-store, no-transform).
 */
export async function handleResumeDownload(
  req: DownloadRequest,
  res: DownloadResponse,
  store: SubmissionStore = processStore(),
): Promise<void> {
  res.setHeader("Cache-Control", "no-store, no-transform");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("X-Robots-Tag", "noindex");
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    return void res.status(405).send("Method Not Allowed");
  }
  const id = typeof req.params?.id === "string" ? req.params.id : "";
  const secret = submissionSettings().resumeLinks?.secret;
  const verdict = secret && submissionIdTime(id) ? checkResumeLink(id, req.query ?? {}, secret) : "forged";
  if (verdict === "expired") return void res.status(410).send("This link has expired.");
  const submission = verdict === "valid" ? await store.read("application", id) : undefined;
  if (submission?.kind !== "application") return void res.status(404).send("Not found.");
  const bytes = await store.readResume(submission);
  const name = resumeFileName(submission);
  // The plain-ASCII name for old clients, the exact one (RFC 6266, 8187) for the rest; the name
  // holds only letters, digits and `._-`, so neither needs quoting beyond this.
  const ascii = name.replace(/[^\x20-\x7e]/g, "_");
  res.setHeader("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  res.setHeader("Content-Type", submission.resume.type);
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  res.status(200).send(Buffer.from(bytes));
}
