import type { RequestHandler } from "express";
import { submissionSettings } from "./submissions/config";
import { submissionIdTime } from "./submissions/durable";
import { checkResumeLink, resumeFileName } from "./submissions/resume-link";
import type { SubmissionStore } from "./submissions/storage";

/**
 * GET RESUME_PATH/:id, the link in an application's notifications. Answered only for a link this
 * server signed (RESUME_LINK_SECRET): 410 once it has expired, 404 for a forged one and for an
 * application that is gone (purged or erased), so the link dies with the record. The file goes
 * as a download (never shown in the browser, where a document could run), as the type its content
 * proved when it was received, stored by nobody on the way (no-store, no-transform).
 */
export function resumeDownloads(store: SubmissionStore): RequestHandler {
  return async (req, res, next) => {
    try {
      res.setHeader("Cache-Control", "no-store, no-transform");
      res.setHeader("Referrer-Policy", "no-referrer");
      res.setHeader("X-Robots-Tag", "noindex");
      const id = (req.params as { id: string }).id;
      const secret = submissionSettings().resumeLinks?.secret;
      const verdict = secret && submissionIdTime(id) ? checkResumeLink(id, req.query, secret) : "forged";
      if (verdict === "expired") return void res.status(410).type("text/plain").send("This link has expired.");
      const submission = verdict === "valid" ? await store.read("application", id) : undefined;
      if (submission?.kind !== "application") return void res.status(404).type("text/plain").send("Not found.");
      const bytes = await store.readResume(submission);
      res.attachment(resumeFileName(submission));
      res.setHeader("Content-Type", submission.resume.type);
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.status(200).send(Buffer.from(bytes));
    } catch (error) {
      next(error);
    }
  };
}
