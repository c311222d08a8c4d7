// Gatsby's runtime is not available under Jest, and no built page runs it either (islands): queries
// are compiled away at build time, so the graphql tag does nothing here.
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
};
