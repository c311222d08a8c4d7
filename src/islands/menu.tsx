import { island } from "gatsby-plugin-islands";
import { Header } from "../components/layout/header";

/** The navigation: its menu button works on a phone as soon as the browser is first idle. */
export default island("menu", Header, "idle");
