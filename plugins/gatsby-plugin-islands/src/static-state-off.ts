// What the production browser bundle has in place of ./static-state.ts (gatsby/webpack.ts
// withoutStateCheck): "no state inside Static" is checked in `gatsby develop`, in the build's server
// render and in the tests, and costs visitors nothing.
export const beginOwnHooks = () => {};
export const endOwnHooks = () => {};
