import { island } from "../../plugins/gatsby-plugin-islands/src";
import { Header } from "../components/layout/header";

/** The navigation: its menu button works on a phone as soon as the browser is first idle. */
export default island("menu", Header, "idle");
