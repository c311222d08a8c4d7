import type { Purged } from "./retention";
import type { SubmissionStore } from "./store-interface";
import type { OnUnreadable } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeReport {
  cutoff: Date;
  removed: Purged[];
  leftovers: string[];
}

/**
 * The retention rule, applied: every submission received more than `days` days before `now` goes
 * (an application with the future-openings consent, more than `talentPoolDays`), with its résumé
 * and waiting notifications, and so does what interrupted writes left. The same
 * step for `npm run submissions -- --purge` and for the server, which runs it at start and daily.
 */
export async function purgeExpired(
  store: SubmissionStore,
  {
    days,
    talentPoolDays,
    now = new Date(),
    dryRun = false,
    onUnreadable,
  }: { days: number; talentPoolDays: number; now?: Date; dryRun?: boolean; onUnreadable: OnUnreadable },
): Promise<PurgeReport> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const talentPoolCutoff = new Date(now.getTime() - talentPoolDays * DAY_MS);
  const removed = await store.purge(cutoff, { talentPoolCutoff, dryRun, onUnreadable });
  const leftovers = await store.cleanLeftovers({ now, dryRun });
  return { cutoff, removed, leftovers };
}
