import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { handleResumeDownload } from "../../../server/submissions/resume-download";

/**
 * GET /api/resumes/:id on a serverless host (a Gatsby adapter): the résumé links the notifications
 * carry, answered by the same handler the production server mounts.
 */
export default async function resume(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  try {
    await handleResumeDownload(req, res);
  } catch {
    if (!res.headersSent) res.status(500).send("Something went wrong.");
  }
}
