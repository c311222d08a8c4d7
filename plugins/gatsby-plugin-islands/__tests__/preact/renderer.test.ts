import * as React from "react";
import * as compat from "preact/compat";

// Runs in the "preact" Jest project only (jest.config.js): the tests there mean something only if
// `react` is Preact's compat layer, as it is in the production browser bundle.
describe("the renderer under this project", () => {
  it("is preact/compat, as gatsby/webpack.ts aliases react in the browser", () => {
    expect(React.createElement).toBe(compat.createElement);
  });
});
