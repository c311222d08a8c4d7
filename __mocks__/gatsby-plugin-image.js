// Images render as plain <img> elements in unit tests; what matters there is the alt text.
const React = require("react");

module.exports = {
  GatsbyImage: jest
    .fn()
    .mockImplementation(({ alt, image, ...rest }) =>
      React.createElement("img", { alt, src: image?.images?.fallback?.src ?? "", "data-testid": rest["data-testid"] }),
    ),
  StaticImage: jest.fn().mockImplementation(({ alt, src }) => React.createElement("img", { alt, src })),
  getImage: jest.fn((image) => image?.childImageSharp?.gatsbyImageData ?? image),
};
