import type { GatsbyNode } from "gatsby";
import { experienceShown } from "../shared/experience";
import { buildDate, isPublished } from "../shared/publication";
import { socialCardPath, type SocialCardContent, type SocialCardKind } from "../shared/social-card";
import { graphqlTypeDefs } from "../content-model/graphql-types";
import { TYPE_NAMES, type DataFileName } from "../content-model/type-names";
import { DATA_FILES, fileSpecs } from "../content-model/validate";

/**
 * Fields that exist only in GraphQL: worked out by the field extensions below, never written in
 * data/. Every other field is generated from the data rules (content-model/data-schemas.ts).
 */
const COMPUTED_FIELDS: Partial<Record<(typeof TYPE_NAMES)[DataFileName], readonly string[]>> = {
  Service: [
    'homeOrder: Int @listingPosition(list: "home")',
    'servicesOrder: Int @listingPosition(list: "services")',
    'socialCard: String! @socialCard(kind: "service")',
  ],
  Job: [
    "published: Boolean! @published",
    "experience: String! @experienceShown",
    'socialCard: String! @socialCard(kind: "job")',
  ],
  CaseStudy: ['socialCard: String! @socialCard(kind: "caseStudy")'],
};

/**
 * Every data type the site reads, generated from the data rules (content-model/graphql-types.ts) and declared
 * explicitly (`@dontInfer`): a typo in a data file cannot silently create a new field, required
 * fields are non-null, fixed lists are enums, and a job's department and location link to their
 * nodes. The rules about names in other files (which departments exist) do not shape the types,
 * so no data is read here. The rules GraphQL cannot express (counts, uniqueness) stay with content-model/validate.ts.
 */
const specs = fileSpecs({});
export const typeDefs = graphqlTypeDefs(
  DATA_FILES.map((file) => ({
    name: TYPE_NAMES[file],
    rule: specs[file].schema,
    computedFields: COMPUTED_FIELDS[TYPE_NAMES[file]],
  })),
);

/** A job's, service's or case study's fields the card shows, as the data files hold them (department and location by name). */
export type CardSource = {
  slug: string;
  title: string;
  color: string;
  department?: string;
  location?: string;
  category?: string;
  sector?: string;
  size?: string;
};
export type SiteFields = {
  companyName: string;
  seo: { breadcrumbs: { careers: string; services: string; caseStudies: string } };
};
type SiteContext = { nodeModel: { findOne: (args: { type: string; query: object }) => Promise<SiteFields | null> } };

/** What a job's, service's or case study's card shows (shared/social-card.ts), from its node and the site's texts. */
export const cardContent = (kind: SocialCardKind, source: CardSource, site: SiteFields): SocialCardContent => {
  const { careers, services, caseStudies } = site.seo.breadcrumbs;
  const common = { kind, slug: source.slug, title: source.title, color: source.color, brand: site.companyName };
  if (kind === "job")
    return { ...common, family: careers, label: source.department ?? "", location: source.location ?? "" };
  if (kind === "caseStudy")
    return { ...common, family: caseStudies, label: source.sector ?? "", location: source.size ?? "" };
  return { ...common, family: services, label: source.category ?? "" };
};

type ListingContext = {
  nodeModel: { findOne: (args: { type: string; query: object }) => Promise<Record<string, string[]> | null> };
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // A service's place in a listing (1-based, null when not listed), from data/service-order.json:
  // the pages keep filtering and sorting by homeOrder / servicesOrder as before the list existed.
  actions.createFieldExtension({
    name: "listingPosition",
    args: { list: "String!" },
    extend: ({ list }: { list: "home" | "services" }) => ({
      resolve: async (source: { slug: string }, _args: unknown, context: ListingContext) => {
        const order = await context.nodeModel.findOne({ type: "ServiceOrder", query: {} });
        const index = order?.[list]?.indexOf(source.slug) ?? -1;
        return index === -1 ? null : index + 1;
      },
    }),
  });
  // Whether a job is published on the build date (isPublished, shared/publication.ts, the rule
  // create-pages.ts applies too): the Careers and sitemap page queries filter on it, so no query
  // compares dates by itself.
  actions.createFieldExtension({
    name: "published",
    extend: () => ({
      resolve: (source: { datePosted: string; validThrough: string }) => isPublished(source, buildDate()),
    }),
  });
  // The years of experience as the site shows them ("5+"), from the minimum an editor enters once.
  actions.createFieldExtension({
    name: "experienceShown",
    extend: () => ({ resolve: (source: { minExperience: number }) => experienceShown(source.minExperience) }),
  });
  // The address of the page's social card (shared/social-card.ts), named after what it shows; the
  // build draws the card there (./social-cards.ts) and the page's Head links it.
  actions.createFieldExtension({
    name: "socialCard",
    args: { kind: "String!" },
    extend: ({ kind }: { kind: SocialCardKind }) => ({
      resolve: async (source: CardSource, _args: unknown, context: SiteContext) => {
        const site = await context.nodeModel.findOne({ type: "SiteContent", query: {} });
        if (!site) throw new Error("data/site.json is missing: a social card needs the company's name");
        return socialCardPath(cardContent(kind, source, site));
      },
    }),
  });
  actions.createTypes(typeDefs);
};
