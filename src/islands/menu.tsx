import { island } from "gatsby-plugin-islands";
import { Header } from "../components/layout/header";

/**
 * The navigation: its links are the server's HTML and work without code, so its code runs only when
 * a visitor first touches, points at or tabs into the header (decision 0021).
 */
export default island("menu", Header, "use");
