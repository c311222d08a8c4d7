import fs from "node:fs";
import path from "node:path";

/**
 * The servers using one submissions folder, on one machine: each writes `.servers/<pid>` at start
 * and removes it at exit. A file whose process is gone is a server that was killed. A starting
 * server that finds no other one alive knows that no write is in progress, so whatever an
 * interrupted write left can go now (index.ts), not 10 minutes later; with another alive (a rolling
 * restart), a young file may be its write in progress and the age rule stands.
 */
export const SERVERS_DIR = ".servers";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, another user's
  }
};

/** Registers this process; returns how many other servers use the folder now. */
export function joinFolder(root: string): number {
  const dir = path.join(root, SERVERS_DIR);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  let others = 0;
  for (const name of fs.readdirSync(dir)) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) others += 1;
    else fs.rmSync(path.join(dir, name), { force: true });
  }
  fs.writeFileSync(path.join(dir, String(process.pid)), "", { mode: 0o600 });
  process.on("exit", () => fs.rmSync(path.join(dir, String(process.pid)), { force: true }));
  return others;
}
