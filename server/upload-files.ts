import fs from "node:fs";
import path from "node:path";

/**
 * The names of the files uploads are written to while they arrive (server/body-parsing.ts):
 * `upload-<pid>-<random>`, so that each server process knows its own, and the files of a process
 * that is gone can be told from those of one still receiving (several may share the folder).
 */
export const uploadFileName = (random: string) => `upload-${process.pid}-${random}`;

const PID = /^upload-(\d+)-/;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Removes upload files from `dir`: this process's own (`own`: at shutdown, and at exit whatever
 * the exit), or, at start, every one whose process is gone (named before pids were, too). They
 * hold the personal data of forms that were never answered 2xx: nothing of them is kept.
 */
export function removeUploadFiles(dir: string, which: "own" | "orphaned"): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const removed = names.filter((name) => {
    if (!name.startsWith("upload-")) return false;
    const pid = Number(PID.exec(name)?.[1] ?? NaN);
    return which === "own" ? pid === process.pid : pid === process.pid || !Number.isInteger(pid) || !alive(pid);
  });
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}
