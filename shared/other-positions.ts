/**
 * How many other open positions an apply page lists once its application is sent, with or without
 * JavaScript. Every apply page listing every other position made the site's bytes (and its page
 * queries) grow with the square of the jobs: at 1,008 jobs each apply page carried 1,007
 * positions twice (its island's props and its page-data), 140 MB of HTML in all; at 10,008, 14 GB
 * (decision 0019).
 */
export const OTHER_POSITIONS_SHOWN = 12;

type Position = { readonly slug: string; readonly title: string };

const byTitle = (a: Position, b: Position) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

/**
 * For each open job, the slugs of the other open positions listed after applying to it: those of
 * the job's own department first, then the rest, each in title order, at most `limit`. The build
 * (gatsby/create-pages.ts, for the apply pages) and the server (server/form-answers.ts, for the
 * confirmation page a form posted without JavaScript lands on) both choose with it. Sorted once,
 * so the work grows with the jobs, not with their square.
 */
export function otherPositions<Job extends Position>(
  open: readonly Job[],
  departmentOf: (job: Job) => string,
  limit = OTHER_POSITIONS_SHOWN,
): Map<string, string[]> {
  const sorted = [...open].sort(byTitle);
  const byDepartment = new Map<string, Job[]>();
  for (const job of sorted) {
    const list = byDepartment.get(departmentOf(job)) ?? [];
    byDepartment.set(departmentOf(job), list);
    list.push(job);
  }
  const chosen = new Map<string, string[]>();
  for (const job of open) {
    const slugs: string[] = [];
    const department = departmentOf(job);
    for (const other of byDepartment.get(department) ?? []) {
      if (slugs.length === limit) break;
      if (other.slug !== job.slug) slugs.push(other.slug);
    }
    for (const other of sorted) {
      if (slugs.length === limit) break;
      if (departmentOf(other) !== department) slugs.push(other.slug);
    }
    chosen.set(job.slug, slugs);
  }
  return chosen;
}
