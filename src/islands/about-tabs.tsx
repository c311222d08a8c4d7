import { island } from "gatsby-plugin-islands";
import { AboutTabs } from "../components/about/about-tabs";

/**
 * Mission, Vision and Values: the server's HTML shows Mission, and the tabs' code runs on the
 * first pointer, focus or key on them (a tap or an arrow before it ran is given again).
 */
export default island("about-tabs", AboutTabs, "use");
