/**
 * What the browser code's type check sees for `sharp` and `express`: nothing. Gatsby's own types
 * (imported by every page for `graphql`, `Link`, `PageProps`) import theirs, and theirs load all of
 * Node's globals (`process`, `Buffer`, `require`), which would let browser code use them unnoticed.
 * tsconfig.browser.json maps both here; the build and the server see the real types.
 */
export {};
