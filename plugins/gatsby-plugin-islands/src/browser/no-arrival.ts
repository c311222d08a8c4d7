// The arrival module of a site that gives none (gatsby-plugin-islands' `arrival` option, see
// ./entry-modules.d.ts): nothing to do on arrival, no reason of the site's own to start at once.
export function onArrival() {}
export const startsAtOnce = () => false;
