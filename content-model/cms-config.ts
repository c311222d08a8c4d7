import type { JSONSchema7, JSONSchema7Definition } from "json-schema";
import { NEW_JOB_LISTING_DAYS } from "../shared/publication";
import type { DataFileName } from "./type-names";
import { WORDS_BY_NAME, WORDS_BY_PLACE, type FieldWords } from "./field-words";

/**
 * The visual editor's (Decap CMS, served at /admin/) configuration, generated from the JSON
 * Schemas that ./json-schemas.ts converts from the data rules: every required field, pattern,
 * enum, list length and date of the rules is a required field, pattern, select, list limit and
 * date picker in the form, so the editor refuses what the build would refuse. What stays with
 * the data check (`npm run check:data`, run by the build) are the cross-entry rules: a
 * duplicate slug, a validThrough before datePosted.
 */

/** Where the editor is served, and where decap-server's proxy answers on one's own machine (the page's own origin). */
export const ADMIN_DIR = "admin";
export const LOCAL_BACKEND_PATH = `/${ADMIN_DIR}/api/v1`;
/** Where /admin/ serves the illustrations the preview shows: src/images/, as the data names them. */
export const PREVIEW_IMAGES = "images";
/** Where /admin/ serves a picture the data names (services/web-development.png). */
export const previewImageUrl = (image: string) => `/${ADMIN_DIR}/${PREVIEW_IMAGES}/${image}`;

/** The data files' format in the editor: JSON with the form's field order (registered by src/admin/formats.ts). */
export const JSON_FORMAT = "json-in-field-order";
/**
 * A file whose top level is a list (data/departments.json), which Decap cannot edit: this format
 * (src/admin/formats.ts) hands it to the form as one list field, LIST_FIELD, and writes the list back.
 */
export const LIST_FORMAT = "json-list";
export const LIST_FIELD = "entries";
/** The collection of those list files. */
export const LIST_COLLECTION = "lists";
/**
 * The editor's own widgets (src/admin/widgets.ts): texts one per line, short names separated by
 * commas, the experience typed as shown ("3+"), a day picked by its month's name, and a job's or
 * service's title with the web address made from it, and a picture shown as itself.
 */
export const LINES_WIDGET = "lines";
export const TAGS_WIDGET = "tags";
export const EXPERIENCE_WIDGET = "experience";
export const DAY_WIDGET = "day";
export const ADDRESS_WIDGET = "address";
export const PICTURE_WIDGET = "picture";
/** A day field's option: a new entry starts on the day this many days after today. */
export const DEFAULT_DAYS = "default_days";
/** A picture field's option: its folder under src/images/ (IMAGE_FOLDERS). */
export const PICTURE_FOLDER = "picture_folder";

/** A Decap field as its config.yml writes it (https://decapcms.org/docs/widgets/). */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: false;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  format?: string;
  date_format?: string;
  time_format?: false;
  picker_utc?: true;
  [DEFAULT_DAYS]?: number;
  field?: CmsField;
  fields?: CmsField[];
  collapsed?: boolean;
  summary?: string;
  [PICTURE_FOLDER]?: string;
};

/** Texts an editor writes as paragraphs get a text area rather than a one-line input. */
const MULTILINE = new Set([
  "description",
  "text",
  "about",
  "intro",
  "answer",
  "quote",
  "summary",
  "paragraphs",
  "measure",
  "line",
  "detail",
]);
/**
 * The pictures, by the data file that names them and the folder under src/images/ they live in
 * (the data holds "services/web-development.png"). Their field is PICTURE_WIDGET
 * (src/admin/picture-widget.ts): it shows the picture, served by /admin/ at PREVIEW_IMAGES, and
 * offers the folder's other pictures by name. Decap's own image widget draws an empty placeholder
 * until the form is touched (decaporg/decap-cms#7099, seen here with 3.16.3) and offers uploads
 * the build would not optimise.
 */
/** The site's pictures, from the site's folder: Gatsby sources them, the data names them under it. */
export const IMAGES_DIR = "src/images";
export const IMAGE_FOLDERS: Partial<Record<DataFileName, string>> = { services: "services", about: "about" };
const imageField = (field: CmsField, file: DataFileName): CmsField => {
  const folder = IMAGE_FOLDERS[file];
  return field.name === "image" && folder ? { ...field, widget: PICTURE_WIDGET, [PICTURE_FOLDER]: folder } : field;
};

/** Lists of short names are typed in one line, separated by commas. */
const TAGS = new Set(["skills", "technologies"]);
/** The days a new job's dates start on, from the publication rule: published today, for NEW_JOB_LISTING_DAYS. */
const DAY_DEFAULTS: Record<string, number> = { datePosted: 0, validThrough: NEW_JOB_LISTING_DAYS };

export const humanize = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const asSchema = (definition: JSONSchema7Definition | undefined): JSONSchema7 =>
  typeof definition === "object" ? definition : {};

/** `anyOf: [X, { type: "null" }]` (valibot's nullable) is X, not required. */
function unwrapNullable(schema: JSONSchema7): { schema: JSONSchema7; nullable: boolean } {
  const options = (schema.anyOf ?? []).map(asSchema);
  const nonNull = options.filter((option) => option.type !== "null");
  if (options.length === 2 && nonNull.length === 1)
    return { schema: { ...nonNull[0], ...pick(schema, ["title", "description"]) }, nullable: true };
  return { schema, nullable: false };
}
const pick = (schema: JSONSchema7, keys: (keyof JSONSchema7)[]) =>
  Object.fromEntries(keys.filter((key) => schema[key] !== undefined).map((key) => [key, schema[key]]));

/** What the form says when a pattern fails (after the field's label): the rule's own words, as the data check says them. */
const patternMessage = (schema: JSONSchema7 & { patternErrorMessage?: string }) =>
  schema.patternErrorMessage ?? schema.description ?? `must match ${schema.pattern}`;

/**
 * A field's words where its rule has none: by its place (`file.field.field`), then by its name
 * (./field-words.ts).
 */
export const fieldWords = (place: string, name: string): FieldWords | undefined =>
  WORDS_BY_PLACE[place] ?? (Object.hasOwn(WORDS_BY_NAME, name) ? WORDS_BY_NAME[name] : undefined);

/** The field `name` of a data rule, at `place` (`file.field.field`, a list's items without an index). */
export function cmsField(name: string, definition: JSONSchema7Definition, required = true, place = name): CmsField {
  const { schema, nullable } = unwrapNullable(asSchema(definition));
  const words = fieldWords(place, name);
  const hint = schema.description ?? words?.[1];
  const base: CmsField = {
    name,
    label: schema.title ?? words?.[0] ?? humanize(name),
    widget: "string",
    ...(hint && { hint }),
    ...((!required || nullable) && { required: false as const }),
  };
  if (schema.enum) return { ...base, widget: "select", options: schema.enum.map(String) };
  // A choice among named values (a brand colour: "Blue" saved as #2563eb): the select shows the names.
  const named = (schema.anyOf ?? []).map(asSchema);
  if (named.length && named.every((option) => typeof option.const === "string" && option.title)) {
    return {
      ...base,
      widget: "select",
      options: named.map((option) => ({ label: option.title!, value: option.const as string })),
    };
  }
  // Saved as YYYY-MM-DD, picked as the site writes a date (month name, day, year).
  if (schema.type === "string" && schema.format === "date")
    return { ...base, widget: DAY_WIDGET, ...(name in DAY_DEFAULTS && { [DEFAULT_DAYS]: DAY_DEFAULTS[name] }) };
  if (schema.type === "string") {
    return {
      ...base,
      widget: MULTILINE.has(name) ? "text" : "string",
      ...(schema.pattern && { pattern: [schema.pattern, patternMessage(schema)] as [string, string] }),
    };
  }
  if (schema.type === "integer" && name === "minExperience")
    return { ...base, widget: EXPERIENCE_WIDGET, ...(schema.minimum !== undefined && { min: schema.minimum }) };
  if (schema.type === "integer" || schema.type === "number") {
    return {
      ...base,
      widget: "number",
      value_type: schema.type === "integer" ? "int" : "float",
      ...(schema.minimum !== undefined && { min: schema.minimum }),
      ...(schema.maximum !== undefined && { max: schema.maximum }),
    };
  }
  if (schema.type === "boolean") return { ...base, widget: "boolean" };
  if (schema.type === "array") {
    const items = asSchema(Array.isArray(schema.items) ? schema.items[0] : schema.items);
    const limits = {
      ...(schema.minItems !== undefined && { min: schema.minItems }),
      ...(schema.maxItems !== undefined && { max: schema.maxItems }),
    };
    if (items.type === "object")
      return { ...base, widget: "list", ...limits, collapsed: true, fields: objectFields(items, true, place) };
    if (items.type === "string" && !items.enum && TAGS.has(name)) return { ...base, widget: TAGS_WIDGET, ...limits };
    if (items.type === "string" && !items.enum) return { ...base, widget: LINES_WIDGET, ...limits };
    // Items of a list of choices stay open, each showing its value, with a handle to drag it.
    return {
      ...base,
      widget: "list",
      ...limits,
      collapsed: false,
      summary: `{{fields.${name}}}`,
      field: cmsField(name, { ...items, title: base.label, description: base.hint }, true, place),
    };
  }
  // An optional object's own fields are optional in the form, or Decap asks for them even when the
  // object is left empty; the data check still wants all of them when any is given.
  if (schema.type === "object")
    return { ...base, widget: "object", collapsed: true, fields: objectFields(schema, !nullable, place) };
  throw new Error(`${name}: no form field for this JSON Schema (${JSON.stringify(schema).slice(0, 120)})`);
}

/** The fields of an object rule at `place` (the data file's name for its top level). */
export function objectFields(schema: JSONSchema7, requiredAsRule = true, place?: string): CmsField[] {
  const required = new Set(requiredAsRule ? (schema.required ?? []) : []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    cmsField(name, property, required.has(name), place ? `${place}.${name}` : name),
  );
}

/** The files whose top level is a list, offered as one "Lists" collection through LIST_FORMAT. */
const LIST_FILES: { name: DataFileName; label: string; hint: string }[] = [
  {
    name: "departments",
    label: "Departments",
    hint: "The departments a job can belong to; the careers page filters by them.",
  },
  {
    name: "locations",
    label: "Locations",
    hint: "Where a job is done: Remote (with the countries applicants may live in) or a hybrid office (with its city).",
  },
  { name: "offices", label: "Offices", hint: "The offices the Contact and About pages show." },
];

/** The single-object data files the editor offers, as one "Site texts" collection. */
const TEXT_FILES: { name: DataFileName; label: string }[] = [
  { name: "site", label: "Site-wide texts and settings" },
  { name: "home", label: "Home page" },
  { name: "about", label: "About page" },
  { name: "careers", label: "Careers texts" },
  { name: "contact", label: "Contact page" },
  { name: "service-pages", label: "Service page texts" },
  { name: "case-study-pages", label: "Case study page texts" },
  { name: "sitemap", label: "Sitemap page" },
];

type Schemas = Record<DataFileName, JSONSchema7>;

/** A one-file-per-entry collection (data/jobs/, data/services/, data/case-studies/): entries named by their slug, fields from the rule. */
function folderCollection(
  schemas: Schemas,
  collection: {
    name: "jobs" | "services" | "case-studies";
    label: string;
    label_singular: string;
    description: string;
    summary: string;
    sortable_fields: string[];
  },
) {
  return {
    ...collection,
    folder: `data/${collection.name}`,
    extension: "json",
    format: JSON_FORMAT,
    create: true,
    delete: true,
    // Listed and searched by title. The slug (the address and the file's name) is made from the
    // title while a new entry is written (a duplicate's too) and shown under it; once saved it never changes.
    identifier_field: "title",
    slug: "{{fields.slug}}",
    // The preview pane shows the page with the site's own components (src/admin/preview.tsx).
    editor: { preview: true },
    fields: objectFields(schemas[collection.name], true, collection.name).map((field) =>
      field.name === "image"
        ? imageField(field, collection.name)
        : field.name === "slug"
          ? { name: field.name, label: field.label, hint: field.hint, widget: "hidden", required: false as const }
          : field.name === "title"
            ? { ...field, widget: ADDRESS_WIDGET }
            : field,
    ),
  };
}

export function cmsConfig(schemas: Schemas, backend: { repo: string; branch: string }) {
  return {
    // Production editing: GitHub's API with the editor's GitHub account (see docs/editing.md).
    backend: { name: "github", repo: backend.repo, branch: backend.branch },
    // Uploads are not offered: a picture field (IMAGE_FOLDERS) picks from its own folder under src/images/.
    media_folder: "static/uploads",
    public_folder: "/uploads",
    site_url: "/",
    display_url: "/",
    collections: [
      folderCollection(schemas, {
        name: "jobs",
        label: "Jobs",
        label_singular: "Job",
        description: "The open positions. The publish and unpublish dates decide when a job is on the site.",
        summary: "{{title}} ({{department}}, {{location}}), {{datePosted}} to {{validThrough}}",
        sortable_fields: ["datePosted", "title", "department"],
      }),
      folderCollection(schemas, {
        name: "services",
        label: "Services",
        label_singular: "Service",
        description: "The service pages. Where a service is listed, and in which order, is set in Service order.",
        summary: "{{title}} ({{variant}})",
        sortable_fields: ["title"],
      }),
      folderCollection(schemas, {
        name: "case-studies",
        label: "Case studies",
        label_singular: "Case study",
        description:
          "Client projects with their measured results. A result figure on a service page must name one of these, and appear among its results.",
        summary: "{{title}} ({{sector}}, {{year}})",
        sortable_fields: ["year", "title", "sector"],
      }),
      {
        name: "order",
        label: "Service order",
        description: "Drag the services into the order the home page tiles and the Services page cards show them.",
        format: JSON_FORMAT,
        editor: { preview: false },
        files: [
          {
            name: "service-order",
            label: "Service order",
            file: "data/service-order.json",
            fields: objectFields(schemas["service-order"], true, "service-order"),
          },
        ],
      },
      {
        name: LIST_COLLECTION,
        label: "Departments, locations, offices",
        description: "The choices a job offers for its department and location, and the company's offices.",
        format: LIST_FORMAT,
        editor: { preview: false },
        files: LIST_FILES.map(({ name, label, hint }) => ({
          name,
          label,
          file: `data/${name}.json`,
          // The list's items are named by the file: departments.name, not departments.entries.name.
          fields: [{ ...cmsField(LIST_FIELD, schemas[name], true, name), label, hint }],
        })),
      },
      {
        name: "texts",
        label: "Site texts",
        format: JSON_FORMAT,
        files: TEXT_FILES.map(({ name, label }) => ({
          name,
          label,
          file: `data/${name}.json`,
          // The home page has a preview (src/admin/home-preview.tsx); the other texts are spread over many pages.
          editor: { preview: name === "home" },
          fields: objectFields(schemas[name], true, name).map((field) => imageField(field, name)),
        })),
      },
    ],
  };
}
