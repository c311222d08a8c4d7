// decap-server ships no types; these are the two functions its dist/middlewares.js exports.
declare module "decap-server/dist/middlewares" {
  import type { Router } from "express";
  /** Adds decap-server's proxy (POST /api/v1) for the folder in GIT_REPO_DIRECTORY (or the working directory), writing files as they are. */
  export function registerLocalFs(app: Router, options?: { logLevel?: string }): Promise<void>;
}
