import { island } from "gatsby-plugin-islands";
import { OpenPositions } from "../components/careers/open-positions";

/**
 * The careers list with its department filter. A department in the address, or a job closed since
 * the build, changes what it shows once it runs (the hook reads both after hydrating), so it does
 * not wait to be seen.
 */
export default island("open-positions", OpenPositions, "idle");
