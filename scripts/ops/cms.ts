// `npm run cms [folder]`: the visual editor on http://localhost:8081/admin/ for this checkout (or
// the given one), without a development server: Decap CMS with decap-server's proxy writing the
// files in data/. Stop it with Ctrl+C.
import http from "node:http";
import path from "node:path";
import express from "express";
import { mountLocalEditing } from "../../editor/admin";

const repoDir = path.resolve(process.argv[2] ?? ".");
const port = Number(process.env.PORT ?? 8081);
const app = express();
void mountLocalEditing(app, repoDir).then(() =>
  http.createServer(app).listen(port, "127.0.0.1", () => {
    console.log(`Editing ${path.join(repoDir, "data")} at http://localhost:${port}/admin/`);
  }),
);
