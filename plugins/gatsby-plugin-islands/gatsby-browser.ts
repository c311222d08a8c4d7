// gatsby-plugin-islands in the browser: the code is in src/ (src/browser/first-render.ts).
export { onInitialClientRender } from "./src/browser/first-render";
