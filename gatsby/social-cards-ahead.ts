import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { SocialCardContent } from "../shared/social-card";

/** What the drawing process is sent: the cards and where to keep them, then "stop". */
export type AheadMessage = { cards: SocialCardContent[]; cacheDir: string } | "stop";

let ahead: { child: ChildProcess; drawn: Promise<number> } | undefined;

/**
 * Starts drawing the social cards into their cache while Gatsby renders the pages (decision 0019,
 * fourth pass). A clean build with 10,000 jobs draws 10,000 cards, about a minute of CPU here, and
 * Gatsby leaves a core mostly idle while it renders (on two cores its query and HTML steps use one
 * worker). The drawing runs in a process of its own at the lowest priority
 * (./social-cards-ahead-process.ts), so it takes only what Gatsby leaves; onPostBuild stops it and
 * draws what is left, as a build always has, from the same cache.
 */
export function startCardsAhead(cards: SocialCardContent[], cacheDir: string): void {
  // TypeScript, loaded through tsx as the repository's scripts are; Gatsby runs this file compiled
  // into .cache/, so the process's file is named from the site's folder (the working directory).
  const child = fork(path.resolve("gatsby/social-cards-ahead-process.ts"), [], { execArgv: ["--import", "tsx"] });
  const drawn = new Promise<number>((resolve) => {
    let count = 0;
    child.on("message", (message: { drawn: number }) => (count = message.drawn));
    // A process that failed has drawn fewer cards: onPostBuild draws the rest.
    child.on("exit", () => resolve(count));
    child.on("error", () => resolve(count));
  });
  child.send({ cards, cacheDir } satisfies AheadMessage);
  ahead = { child, drawn };
}

/** Stops the drawing (the cards in hand are finished and kept) and says how many it drew. */
export async function stopCardsAhead(): Promise<number> {
  if (!ahead) return 0;
  const { child, drawn } = ahead;
  ahead = undefined;
  if (child.connected) child.send("stop" satisfies AheadMessage);
  return drawn;
}
