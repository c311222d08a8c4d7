// Gatsby's runtime is not available under Jest: queries are compiled away at build time,
// Link becomes a plain anchor, and useStaticQuery returns what a test gives it.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
        React.createElement("a", {
          ...rest,
          href: to,
          // Like Gatsby's Link, a click navigates in-app; jsdom cannot load a new document.
          onClick: (event) => {
            rest.onClick?.(event);
            event.preventDefault();
          },
        }),
    ),
  navigate: jest.fn(),
  prefetchPathname: jest.fn(),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  useStaticQuery: jest.fn(),
};
