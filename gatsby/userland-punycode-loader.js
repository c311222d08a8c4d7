/**
 * Webpack loader for server rendering: `tr46@0.0.3` and `whatwg-url@5` (under node-fetch@2, which Gatsby's runtime
 * bundles) require Node's built-in `punycode`, deprecated since Node 21, so builds on Node 22 and 24
 * printed a red "ERROR UNKNOWN" with DEP0040. `punycode/` names the npm package of the same code
 * (already installed), which webpack bundles instead of treating it as a built-in. A loader, because
 * webpack decides "built-in" from the original request, before aliases or replacement plugins apply.
 */
module.exports = function userlandPunycode(source) {
  return source.replace(/require\((["'])punycode\1\)/g, 'require("punycode/")');
};
