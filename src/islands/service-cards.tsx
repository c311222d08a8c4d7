import { island } from "gatsby-plugin-islands";
import { ServiceCardGrid } from "../components/services/service-card-grid";

/** The Services page's cards: the one under the pointer or holding focus is highlighted, so its code waits for a pointer or focus (decision 0021). */
export default island("service-cards", ServiceCardGrid, "use");
