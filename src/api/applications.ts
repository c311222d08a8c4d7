import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { handleApplication } from "../../server/submissions/handlers";

/**
 * POST /api/applications on a serverless host (a Gatsby adapter): the same handler the production
 * server mounts (server/submissions/handlers.ts). The application form as multipart form data, the
 * file in `resume`; see docs/server.md. The host's own limits apply to the upload.
 */
export default function applications(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  return handleApplication(req, res);
}
