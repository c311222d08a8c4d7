/**
 * Data the preview needs from a folder of data files, which a JSON import cannot name: the
 * services the home page's tiles show, in their order (data/services/, data/service-order.json),
 * the sizes of their illustrations, the services' titles and the case studies by slug, made by
 * editor/admin.ts when it bundles the editor's script.
 */
declare module "site-data:home-tiles" {
  const tiles: import("../../content-model/data-schemas").ServiceEntry[];
  export default tiles;
}

declare module "site-data:image-sizes" {
  /** The services' illustrations' sizes, by the path the data gives (services/web-development.png). */
  const sizes: Record<string, { width: number; height: number } | null>;
  export default sizes;
}

declare module "site-data:service-titles" {
  /** Each service's title, by its slug. */
  const titles: Record<string, string>;
  export default titles;
}

declare module "site-data:case-studies" {
  /** Every case study, by its slug. */
  const caseStudies: Record<string, import("../../content-model/data-schemas").CaseStudyEntry>;
  export default caseStudies;
}

declare module "site-data:pictures" {
  /** The pictures a picture field offers, by its folder under src/images/: paths as the data gives them. */
  const pictures: Record<string, string[]>;
  export default pictures;
}
