import { useOpenToday } from "../../hooks/use-open-today";
import type { PublicationWindow } from "../../../shared/publication";
import { CareersStats } from "./careers-stats";
import { PositionsLink } from "./positions-link";

type Props = {
  /** Each published job's window: the counts are of those still open on the visitor's day. */
  jobs: readonly PublicationWindow[];
  stats: readonly { readonly value: string; readonly label: string }[];
  targetId: string;
  one: string;
  other: string;
};

/**
 * The careers hero's counts (the jump link and the figures), by the same publication rule and the
 * same day as the list below them (useOpenToday), so "See the 8 open positions" never sits above
 * six cards once two have closed since the build.
 */
export function OpenCounts({ jobs, stats, targetId, one, other }: Props) {
  const open = useOpenToday(jobs).length;
  return (
    <>
      <PositionsLink targetId={targetId} count={open} one={one} other={other} />
      <CareersStats stats={stats} openPositions={open} />
    </>
  );
}
