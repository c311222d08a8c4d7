/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const HOOK = path.join(__dirname, "../../.githooks/commit-msg");

function runHook(message: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "commit-msg-")), "COMMIT_EDITMSG");
  fs.writeFileSync(file, message);
  return spawnSync("sh", [HOOK, file], { encoding: "utf8" });
}

describe("the commit-msg hook holds subjects to 72 characters", () => {
  it("accepts a subject of 72 characters, counting é as one, with a long body", () => {
    const subject = `Résumé ${"x".repeat(65)}`;
    expect([...subject]).toHaveLength(72);
    expect(runHook(`${subject}\n\n${"A long body line. ".repeat(20)}\n`).status).toBe(0);
  });

  it("refuses a subject of 73 characters, saying how long it is", () => {
    const done = runHook(`${"y".repeat(73)}\n\nbody\n`);
    expect(done.status).toBe(1);
    expect(done.stderr).toContain("the subject has 73 characters; at most 72");
  });
});
