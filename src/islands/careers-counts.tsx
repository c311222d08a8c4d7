import { island } from "gatsby-plugin-islands";
import { OpenCounts } from "../components/careers/open-counts";

/** The careers hero's counts: they follow the list when a job closes after the build, so they run when the list does. */
export default island("careers-counts", OpenCounts, "idle");
