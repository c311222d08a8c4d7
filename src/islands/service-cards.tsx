import { island } from "gatsby-plugin-islands";
import { ServiceCardGrid } from "../components/services/service-card-grid";

/** The Services page's cards: the one under the pointer or holding focus is highlighted. */
export default island("service-cards", ServiceCardGrid, "visible");
