import type { DataFiles } from "./validate";
import { jsonSchemas, schemaFile, vscodeSchemaMap } from "./json-schemas";
import { DATA_FILES } from "./validate";

/**
 * Files generated from the data rules and committed, so an editor's tools have them without a
 * build: each data file's JSON Schema and VS Code's map from files to schemas. `npm run
 * check:data` writes them; a unit test compares them with what the rules generate now.
 */
export function generatedFiles(files: DataFiles): Record<string, string> {
  const schemas = jsonSchemas(files);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    ...Object.fromEntries(DATA_FILES.map((name) => [schemaFile(name), json(schemas[name])])),
    ".vscode/settings.json": json({ "json.schemas": vscodeSchemaMap() }),
  };
}
