import { island } from "../../plugins/gatsby-plugin-islands/src";
import { AboutTabs } from "../components/about/about-tabs";

export default island("about-tabs", AboutTabs, "visible");
