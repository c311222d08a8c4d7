/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { engineProblem } from "../../server/node-release";

const ENGINES = (
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../package.json"), "utf8")) as { engines: { node: string } }
).engines.node;

describe("the server runs only on the Node releases package.json names", () => {
  it.each(["22.12.0", "22.23.3", "24.0.0", "24.22.3"])("accepts Node %s", (version) => {
    expect(engineProblem(ENGINES, version)).toBeUndefined();
  });

  it.each(["20.20.2", "22.11.0", "23.5.0", "25.0.0"])("refuses Node %s with one line naming the range", (version) => {
    expect(engineProblem(ENGINES, version)).toBe(
      `Node.js ${version} cannot run this server: it needs ${ENGINES} (package.json engines)`,
    );
  });

  const system = "/usr/bin/node";
  const systemVersion = fs.existsSync(system)
    ? spawnSync(system, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim()
    : "";
  (systemVersion && engineProblem(ENGINES, systemVersion) ? it : it.skip)(
    `the built server started by this machine's own Node (${systemVersion}) stops with that line, exit 1`,
    () => {
      const dist = path.join(__dirname, "../../dist/server.cjs");
      if (!fs.existsSync(dist)) return;
      const done = spawnSync(system, [dist], { encoding: "utf8", env: { ...process.env, PORT: "0" } });
      expect(done.status).toBe(1);
      expect(done.stderr.trim().split("\n")).toEqual([`Not started: ${engineProblem(ENGINES, systemVersion)}`]);
    },
  );
});
