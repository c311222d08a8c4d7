/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";
import { generatedFiles } from "../../content-model/generated-files";
import { loadDataFiles } from "../../content-model/node/load-data";
import { schemaFile } from "../../content-model/json-schemas";
import { FOLDERS } from "../../content-model/type-names";
import { DATA_FILES, type DataFiles } from "../../content-model/validate";

const realData = () => structuredClone(loadDataFiles(path.resolve("data")).files) as Required<DataFiles>;
const committedSchema = (name: (typeof DATA_FILES)[number]) => JSON.parse(fs.readFileSync(schemaFile(name), "utf8"));

/** What an editor's JSON tooling reports: Ajv (the validator VS Code's is modelled on), all errors, standard formats. */
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(name: (typeof DATA_FILES)[number]) {
  if (!validators.has(name)) validators.set(name, ajv.compile(committedSchema(name)));
  return validators.get(name)!;
}
const fieldOf = (error: ErrorObject) =>
  error.keyword === "required"
    ? `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}`
    : error.instancePath || "/";
const described = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${fieldOf(error)}: ${error.keyword}`);

/** Each file (or each entry file of a folder) of a data set, with the schema that checks it. */
function documents(files: DataFiles) {
  return DATA_FILES.flatMap((name) =>
    (FOLDERS as readonly string[]).includes(name)
      ? Object.entries(files[name] as Record<string, unknown>).map(([entry, value]) => ({
          name,
          file: `data/${name}/${entry}.json`,
          value,
        }))
      : [{ name, file: `data/${name}.json`, value: files[name] }],
  );
}

describe("JSON Schemas generated from the data rules", () => {
  it("are committed as the rules and the data generate them now (run `npm run check:data` after changing either)", () => {
    for (const [file, content] of Object.entries(generatedFiles(realData()))) {
      expect({ file, content: fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "(missing)" }).toEqual({
        file,
        content,
      });
    }
  });

  it("accept every data file as it is", () => {
    for (const { name, file, value } of documents(realData())) {
      const validate = validatorFor(name);
      expect({ file, errors: validate(value) ? [] : described(validate.errors) }).toEqual({ file, errors: [] });
    }
  });

  it("refuse a job without a title, a job in an unknown department and an unknown icon, naming each field", () => {
    const files = realData();
    const job = (files.jobs as Record<string, Record<string, unknown>>)["data-analyst"];
    delete job.title;
    job.department = "Marketing";
    const home = files.home as { industries: { icon: string }[] };
    home.industries[2].icon = "unicorn";

    const jobs = validatorFor("jobs");
    expect(jobs(job)).toBe(false);
    expect(described(jobs.errors)).toEqual(["/title: required", "/department: enum"]);
    const homeSchema = validatorFor("home");
    expect(homeSchema(home)).toBe(false);
    expect(described(homeSchema.errors)).toEqual(["/industries/2/icon: enum"]);
  });

  it("tell an editor what a field is for", () => {
    const jobs = committedSchema("jobs");
    expect(jobs.properties.validThrough).toMatchObject({ title: "Unpublish date", format: "date" });
    expect(jobs.properties.department.enum).toEqual(
      (realData().departments as { name: string }[]).map((entry) => entry.name),
    );
  });
});
