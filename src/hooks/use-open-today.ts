import { useEffect, useState } from "react";
import { dayOf, isPublished, type PublicationWindow } from "../../shared/publication";

/**
 * The jobs still published on the visitor's day. The page was built with the jobs of its build
 * day; a position whose last day has passed since leaves the list (and its counts) as soon as the
 * page runs, without waiting for the next build. The first render keeps the built list, so the
 * hydrated page starts out as the server's HTML. The visitor's clock decides (a wrong clock only
 * hides or keeps a card; the server refuses applications by its own date).
 */
export function useOpenToday<Job extends PublicationWindow>(
  jobs: readonly Job[],
  today: () => string = dayOf,
): readonly Job[] {
  const [open, setOpen] = useState(jobs);
  useEffect(() => {
    const day = today();
    const stillOpen = jobs.filter((job) => isPublished(job, day));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberate: after hydration (above).
    setOpen(stillOpen.length === jobs.length ? jobs : stillOpen);
  }, [jobs, today]);
  return open;
}
