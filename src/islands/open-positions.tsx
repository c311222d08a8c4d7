import { island } from "gatsby-plugin-islands";
import { OpenPositions } from "../components/careers/open-positions";
import { DEPARTMENT_PARAM } from "../hooks/use-department-filter";
import { firstToClose } from "../../shared/publication";

/**
 * The careers list with its department filter: the server's HTML lists every open position and
 * works without code (its links), so the filter's code waits for the first use. It cannot wait
 * when that HTML is out of date: a department in the address, or a position closed since the
 * build (the day after the first to close), which the list drops once it runs.
 */
export default island("open-positions", OpenPositions, "use", ({ jobs }) => ({
  after: firstToClose(jobs),
  withParam: DEPARTMENT_PARAM,
}));
