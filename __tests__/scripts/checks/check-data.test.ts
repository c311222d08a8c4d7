/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** `npm run check:data` on a copy of the repository's data, as an editor runs it after a change. */
function checkData(breakData: (dir: string) => void) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "check-data-"));
  fs.cpSync("data", path.join(root, "data"), { recursive: true });
  fs.cpSync(path.join("src", "images"), path.join(root, "src", "images"), { recursive: true });
  breakData(path.join(root, "data"));
  const started = Date.now();
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/checks/check-data.ts", root], {
    encoding: "utf8",
  });
  fs.rmSync(root, { recursive: true, force: true });
  return { ...result, ms: Date.now() - started };
}
const edit = (file: string, change: (value: Record<string, unknown>) => void) => {
  const value = JSON.parse(fs.readFileSync(file, "utf8"));
  change(value);
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
};

describe("npm run check:data", () => {
  it("passes the real data in a few seconds", () => {
    const { status, stdout, ms } = checkData(() => undefined);
    expect(stdout).toMatch(/The data in data\/ is valid/);
    expect(status).toBe(0);
    expect(ms).toBeLessThan(10_000); // usually about 1 s here; the bound allows for a busy machine
  });

  it("refuses a broken copy with the build's file › entry › field lines, cross-file rules included", () => {
    const { status, stderr } = checkData((dir) => {
      edit(path.join(dir, "jobs", "data-analyst.json"), (job) => {
        delete job.title;
        job.department = "Marketing";
      });
      edit(path.join(dir, "home.json"), (home) => {
        (home.industries as { icon: string }[])[2].icon = "unicorn";
      });
    });
    expect(status).toBe(1);
    expect(stderr).toContain(
      [
        "The data in data/ has 3 problems:",
        "  - data/jobs/data-analyst.json › title: required",
        '  - data/jobs/data-analyst.json › department: unknown department "Marketing" (not in data/departments.json)',
        '  - data/home.json › industries.2.icon: unknown icon "unicorn" (not in ICONS, shared/icons.ts)',
      ].join("\n"),
    );
  });

  it("refuses a picture that is not in its field's folder, or not there at all, naming file › entry › field", () => {
    const { status, stderr } = checkData((dir) => {
      edit(path.join(dir, "services", "cybersecurity.json"), (service) => {
        service.image = "services/cyber-security-renamed.png";
      });
      edit(path.join(dir, "about.json"), (about) => {
        about.image = "services/cybersecurity.png";
      });
      fs.rmSync(path.join(dir, "..", "src", "images", "services", "cloud-infrastructure.png"));
    });
    expect(status).toBe(1);
    expect(stderr).toContain("The data in data/ has 3 problems:");
    expect(stderr).toContain(
      "  - data/services/cybersecurity.json › image: src/images/services/cyber-security-renamed.png does not exist",
    );
    expect(stderr).toContain(
      "  - data/services/cloud-infrastructure.json › image: src/images/services/cloud-infrastructure.png does not exist",
    );
    expect(stderr).toContain(
      '  - data/about.json › image: must be a picture in src/images/about/, not "services/cybersecurity.png"',
    );
  });
});
