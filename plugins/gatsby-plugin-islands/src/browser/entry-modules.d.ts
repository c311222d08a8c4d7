// The modules app-entry.ts imports under the names gatsby/webpack.ts aliases.

// Gatsby's own browser entry (`.cache/production-app.js`): it has no exports; importing it starts the app.
declare module "gatsby-production-app";

// The site's arrival module (the plugin's `arrival` option; ./no-arrival.ts when none is given).
declare module "gatsby-plugin-islands-arrival" {
  /** Runs on every built page as it arrives, whether or not its app starts. */
  export function onArrival(): void;
  /** The site's own reasons to start the app at once (beside the islands' own, see ./start.ts). */
  export function startsAtOnce(root: Document): boolean;
}

// Modules of Gatsby's runtime (`.cache/`, gatsby/webpack.ts GATSBY_APP_MODULES) that app-entry.ts
// evaluates before Gatsby's entry, one per task.
declare module "gatsby-app-modules/*";

// Gatsby's generated map of page components (`.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js`,
// aliased `$virtual` by Gatsby): a webpack chunk name to the import of its component.
declare module "$virtual/async-requires" {
  export const components: Record<string, (() => Promise<unknown>) | undefined>;
}

// reach-router ships no types; app-entry.ts only evaluates it ahead of Gatsby's entry.
declare module "@gatsbyjs/reach-router";
