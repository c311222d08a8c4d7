import path from "node:path";
import type { Router } from "express";
import type { GatsbyNode } from "gatsby";
import { mountLocalEditing } from "../editor/admin";

/** `gatsby develop` serves the visual editor at /admin/ too, as `npm run cms` serves it alone. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app }) => {
  await mountLocalEditing(app as Router, path.resolve("."));
};
