import { toJsonSchema } from "@valibot/to-json-schema";
import type { JSONSchema7 } from "json-schema";
import { FOLDERS, type DataFileName } from "./type-names";
import { DATA_FILES, dataPath, fileSpecs, type DataFiles } from "./validate";

/**
 * JSON Schemas of the data files, converted from the valibot rules in ./data-schemas.ts (there is
 * no second definition). They give editors completion, descriptions and errors while typing
 * (.vscode/settings.json maps them to the files) and drive the visual editor's forms
 * (./cms-config.ts). The references to other files (a job's department and location) become
 * enums of the names those files hold today, so the schemas are regenerated from the data:
 * `npm run check:data` writes them, and a unit test fails when the committed ones are stale.
 * valibot's custom checks (`v.check`: a listing's order, a service variant's figures) have no
 * JSON Schema form and are left to the data check.
 */
export const SCHEMA_DIR = "schemas";
export const schemaFile = (name: DataFileName) => `${SCHEMA_DIR}/${name}.schema.json`;

const isFolder = (name: DataFileName) => (FOLDERS as readonly string[]).includes(name);

/**
 * A pattern (a regex or a start) keeps the rule's message as `patternErrorMessage` (VS Code shows it, and the visual
 * editor's form uses it), so a failed pattern reads "must contain {title}", not the regex.
 */
const patternMessage: NonNullable<Parameters<typeof toJsonSchema>[1]>["overrideAction"] = ({
  valibotAction,
  jsonSchema,
}) => {
  const message = (valibotAction as { message?: unknown }).message;
  return (valibotAction.type === "regex" || valibotAction.type === "starts_with") && typeof message === "string"
    ? { ...jsonSchema, patternErrorMessage: message }
    : undefined;
};

export function jsonSchemas(files: DataFiles): Record<DataFileName, JSONSchema7> {
  const specs = fileSpecs(files);
  return Object.fromEntries(
    DATA_FILES.map((name) => {
      const entry = toJsonSchema(specs[name].schema, {
        errorMode: "ignore",
        overrideAction: patternMessage,
      }) as JSONSchema7;
      const { $schema, ...entrySchema } = entry;
      const title = isFolder(name)
        ? `One entry of ${dataPath(name)} (generated from content-model/data-schemas.ts)`
        : `${dataPath(name)} (generated from content-model/data-schemas.ts)`;
      const schema: JSONSchema7 =
        specs[name].list && !isFolder(name)
          ? { $schema, title, type: "array", items: entrySchema }
          : { $schema, title, ...entrySchema };
      return [name, schema];
    }),
  ) as Record<DataFileName, JSONSchema7>;
}

/** VS Code's `json.schemas`: which schema checks which file, as .vscode/settings.json holds it. */
export function vscodeSchemaMap() {
  return DATA_FILES.map((name) => ({
    fileMatch: [isFolder(name) ? `/data/${name}/*.json` : `/data/${name}.json`],
    url: `./${schemaFile(name)}`,
  }));
}
