import { island } from "gatsby-plugin-islands";
import { AboutTabs } from "../components/about/about-tabs";

export default island("about-tabs", AboutTabs, "visible");
