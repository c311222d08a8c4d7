// Gatsby's runtime is not available under Jest, and no built page runs it either (islands): queries
// are compiled away at build time, and useStaticQuery returns what a test gives it.
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
};
