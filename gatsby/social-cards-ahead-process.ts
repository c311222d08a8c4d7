// The process ./social-cards-ahead.ts starts: draws social cards into their cache until all are
// there or it is told to stop, then reports how many it drew and exits.
import fs from "node:fs";
import os from "node:os";
import type { AheadMessage } from "./social-cards-ahead";

// The lowest priority (19 on Linux), set before sharp and libuv start their threads (a thread
// takes the priority of the one that starts it): the drawing gets only the CPU the build leaves idle.
os.setPriority(os.constants.priority.PRIORITY_LOW);

let stopping = false;
process.on("message", (message: AheadMessage) => {
  if (message === "stop") stopping = true;
  else void draw(message.cards, message.cacheDir);
});
// The build ended without stopping it (it failed): nothing is waiting for the cards.
process.on("disconnect", () => process.exit(0));

async function draw(cards: Exclude<AheadMessage, "stop">["cards"], cacheDir: string) {
  const { cardInCache, newCanvas } = await import("./social-cards");
  const { default: sharp } = await import("sharp");
  sharp.concurrency(1);
  fs.mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  const queue = [...cards];
  // Two at once: while one card's PNG is encoded on a libuv thread, the next one's text is laid.
  // (One at a time drew all 10,029 cards of a 10,008-job build too, and the build took 3 s longer.)
  const worker = async () => {
    const canvas = newCanvas();
    for (let next = queue.shift(); next && !stopping; next = queue.shift())
      if ((await cardInCache(next, cacheDir, canvas)).drawn) drawn += 1;
  };
  await Promise.all([worker(), worker()]);
  process.send?.({ drawn }, () => process.exit(0));
}
