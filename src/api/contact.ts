import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { handleContact } from "../../server/submissions/handlers";

/**
 * POST /api/contact on a serverless host (a Gatsby adapter): the same handler the production server
 * mounts (server/submissions/handlers.ts). The contact form as JSON; see docs/server.md. No `config`
 * export here (a TypeScript function under src/ that exports one fails the build with
 * ERROR #98001); Gatsby's default JSON limit of 100 kB is the one the production server applies.
 */
export default function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  return handleContact(req, res);
}
