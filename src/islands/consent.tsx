import { island } from "gatsby-plugin-islands";
import { ConsentBanner } from "../components/layout/consent-banner";

/** The analytics question: it reads the visitor's cookie and may show itself, so it starts at once. */
export default island("consent", ConsentBanner, "load");
