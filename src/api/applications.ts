import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { handleApplication } from "../../server/submissions/handlers";

/**
 * POST /api/applications: the application form as multipart form data, the file in `resume`.
 * See docs/server.md. The production server enforces the upload limits before this runs.
 */
export default function applications(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  return handleApplication(req, res);
}
