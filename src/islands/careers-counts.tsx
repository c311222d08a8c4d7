import { island } from "gatsby-plugin-islands";
import { OpenCounts } from "../components/careers/open-counts";
import { firstToClose } from "../../shared/publication";

/**
 * The careers hero's counts: the server's are right until a position closes after the build, so
 * they wait for use until then, and run at arrival from the day after the first to close (as the
 * list below them does).
 */
export default island("careers-counts", OpenCounts, "use", ({ jobs }) => ({ after: firstToClose(jobs) }));
