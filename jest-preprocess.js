// Gatsby's own Babel preset (with Emotion's JSX runtime) plus TypeScript, as Gatsby documents for Jest.
module.exports = require("babel-jest").default.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
});
