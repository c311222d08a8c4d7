import path from "node:path";
import type { DataTypes } from "../../content-model/data-schemas";
import { readData } from "../../content-model/node/load-data";
import { runtimeEnv } from "./config";

type Texts = Pick<DataTypes, "site" | "careers" | "contact">;
let loaded: { dir: string; texts: Texts } | undefined;

/**
 * The site's texts the server writes into emails and links (the company's name, its addresses,
 * the forms' labels and options, the confirmations, the retention periods): read at first use
 * from SITE_DIR's data/ through the content model's loader, so the same rules check them as the
 * build, and the server sends what the deployed data/ says (deploy/out/data/), never a copy
 * bundled into dist/ at build time. Read once per folder.
 */
export const siteTexts: Texts = {
  get site() {
    return load().site;
  },
  get careers() {
    return load().careers;
  },
  get contact() {
    return load().contact;
  },
};

function load(): Texts {
  const dir = path.resolve(runtimeEnv().SITE_DIR || ".", "data");
  if (loaded?.dir !== dir) loaded = { dir, texts: readData(dir, ["site", "careers", "contact"]) };
  return loaded.texts;
}
