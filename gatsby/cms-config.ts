import type { JSONSchema7, JSONSchema7Definition } from "json-schema";
import type { DataFileName } from "./type-names";

/**
 * The visual editor's (Decap CMS, served at /admin/) configuration, generated from the JSON
 * Schemas that ./json-schemas.ts converts from the data rules: every required field, pattern,
 * enum, list length and date of the rules is a required field, pattern, select, list limit and
 * date picker in the form, so the editor refuses what the build would refuse. What stays with
 * the data check (`npm run check:data`, run by the build) are the cross-entry rules: a
 * duplicate slug, a validThrough before datePosted.
 */

/** The data files' format in the editor: JSON with the form's field order (registered by gatsby/admin.ts's init.js). */
export const JSON_FORMAT = "json-in-field-order";

/** A Decap field as its config.yml writes it (https://decapcms.org/docs/widgets/). */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: false;
  pattern?: [string, string];
  options?: string[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  format?: string;
  date_format?: string;
  time_format?: false;
  picker_utc?: true;
  field?: CmsField;
  fields?: CmsField[];
  collapsed?: boolean;
  summary?: string;
};


/** Texts an editor writes as paragraphs get a text area rather than a one-line input. */
const MULTILINE = new Set(["description", "text", "about", "intro", "answer", "quote", "summary", "paragraphs"]);

const humanize = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const asSchema = (definition: JSONSchema7Definition | undefined): JSONSchema7 =>
  typeof definition === "object" ? definition : {};

/** `anyOf: [X, { type: "null" }]` (valibot's nullable) is X, not required. */
function unwrapNullable(schema: JSONSchema7): { schema: JSONSchema7; nullable: boolean } {
  const options = (schema.anyOf ?? []).map(asSchema);
  const nonNull = options.filter((option) => option.type !== "null");
  if (options.length === 2 && nonNull.length === 1) return { schema: { ...nonNull[0], ...pick(schema, ["title", "description"]) }, nullable: true };
  return { schema, nullable: false };
}
const pick = (schema: JSONSchema7, keys: (keyof JSONSchema7)[]) =>
  Object.fromEntries(keys.filter((key) => schema[key] !== undefined).map((key) => [key, schema[key]]));

const patternMessage = (schema: JSONSchema7) => schema.description ?? `must match ${schema.pattern}`;

export function cmsField(name: string, definition: JSONSchema7Definition, required = true): CmsField {
  const { schema, nullable } = unwrapNullable(asSchema(definition));
  const base: CmsField = {
    name,
    label: schema.title ?? humanize(name),
    widget: "string",
    ...(schema.description && { hint: schema.description }),
    ...((!required || nullable) && { required: false as const }),
  };
  if (schema.enum) return { ...base, widget: "select", options: schema.enum.map(String) };
  if (schema.type === "string" && schema.format === "date") {
    // Saved as YYYY-MM-DD, the picker in UTC so the day does not move with the editor's time zone.
    return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
  }
  if (schema.type === "string") {
    return {
      ...base,
      widget: MULTILINE.has(name) ? "text" : "string",
      ...(schema.pattern && { pattern: [schema.pattern, patternMessage(schema)] as [string, string] }),
    };
  }
  if (schema.type === "integer" || schema.type === "number") {
    return { ...base, widget: "number", value_type: schema.type === "integer" ? "int" : "float", ...(schema.minimum !== undefined && { min: schema.minimum }), ...(schema.maximum !== undefined && { max: schema.maximum }) };
  }
  if (schema.type === "boolean") return { ...base, widget: "boolean" };
  if (schema.type === "array") {
    const items = asSchema(Array.isArray(schema.items) ? schema.items[0] : schema.items);
    const limits = { ...(schema.minItems !== undefined && { min: schema.minItems }), ...(schema.maxItems !== undefined && { max: schema.maxItems }) };
    if (items.type === "object") return { ...base, widget: "list", ...limits, collapsed: true, fields: objectFields(items) };
    // Items of a list of texts or choices stay open, each showing its value, with a handle to drag it.
    return { ...base, widget: "list", ...limits, collapsed: false, summary: `{{fields.${name}}}`, field: cmsField(name, { ...items, title: base.label, description: undefined }) };
  }
  if (schema.type === "object") return { ...base, widget: "object", collapsed: true, fields: objectFields(schema) };
  throw new Error(`${name}: no form field for this JSON Schema (${JSON.stringify(schema).slice(0, 120)})`);
}

export function objectFields(schema: JSONSchema7): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => cmsField(name, property, required.has(name)));
}

/** The single-object data files the editor offers, as one "Site texts" collection. */
const TEXT_FILES: { name: DataFileName; label: string }[] = [
  { name: "site", label: "Site-wide texts and settings" },
  { name: "home", label: "Home page" },
  { name: "about", label: "About page" },
  { name: "careers", label: "Careers texts" },
  { name: "contact", label: "Contact page" },
  { name: "service-pages", label: "Service page texts" },
  { name: "sitemap", label: "Sitemap page" },
];

type Schemas = Record<DataFileName, JSONSchema7>;

/** A one-file-per-entry collection (data/jobs/, data/services/): entries named by their slug, fields from the rule. */
function folderCollection(
  schemas: Schemas,
  collection: { name: "jobs" | "services"; label: string; label_singular: string; description: string; summary: string; sortable_fields: string[] },
) {
  return {
    ...collection,
    folder: `data/${collection.name}`,
    extension: "json",
    format: JSON_FORMAT,
    create: true,
    delete: true,
    identifier_field: "slug",
    slug: "{{fields.slug}}",
    // No preview pane: the form is the whole width; the page itself is seen after the build.
    editor: { preview: false },
    fields: objectFields(schemas[collection.name]),
  };
}

export function cmsConfig(schemas: Schemas, backend: { repo: string; branch: string }) {
  return {
    // Production editing: GitHub's API with the editor's GitHub account (see docs/editing.md).
    backend: { name: "github", repo: backend.repo, branch: backend.branch },
    // Images are not edited here; the rules point at files under src/images/.
    media_folder: "static/uploads",
    public_folder: "/uploads",
    site_url: "/",
    display_url: "/",
    collections: [
      folderCollection(schemas, {
        name: "jobs",
        label: "Jobs",
        label_singular: "Job",
        description: "One file per open position in data/jobs/. Publish date and unpublish date decide when it is on the site.",
        summary: "{{title}} ({{department}}, {{location}}), {{datePosted}} to {{validThrough}}",
        sortable_fields: ["datePosted", "title", "department"],
      }),
      folderCollection(schemas, {
        name: "services",
        label: "Services",
        label_singular: "Service",
        description: "One file per service in data/services/. Where it is listed, and in which order, is set in Service order.",
        summary: "{{title}} ({{variant}})",
        sortable_fields: ["title"],
      }),
      {
        name: "order",
        label: "Service order",
        description: "Drag the services into the order the home page tiles and the Services page cards show them.",
        format: JSON_FORMAT,
        editor: { preview: false },
        files: [{ name: "service-order", label: "Service order", file: "data/service-order.json", fields: objectFields(schemas["service-order"]) }],
      },
      {
        name: "texts",
        label: "Site texts",
        format: JSON_FORMAT,
        editor: { preview: false },
        files: TEXT_FILES.map(({ name, label }) => ({
          name,
          label,
          file: `data/${name}.json`,
          fields: objectFields(schemas[name]),
        })),
      },
    ],
  };
}
