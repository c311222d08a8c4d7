// Gatsby's own browser entry (`.cache/production-app.js`), aliased by gatsby/webpack.ts: it has no
// exports; importing it starts the app.
declare module "gatsby-production-app";
