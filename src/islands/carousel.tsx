import { island } from "gatsby-plugin-islands";
import { StrengthsCarousel } from "../components/home/strengths-carousel";

/** The home page's carousel turns by itself from arrival, so it hydrates at once. */
export default island("carousel", StrengthsCarousel, "load");
