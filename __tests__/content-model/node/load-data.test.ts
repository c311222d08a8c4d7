import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readData } from "../../../content-model/node/load-data";

/** A copy of the site's data/ to spoil, removed after each test. */
let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "read-data-"));
  fs.cpSync(path.resolve("data"), dataDir, { recursive: true });
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const firstJob = () => fs.readdirSync(path.join(dataDir, "jobs")).sort()[0];
const editJob = (change: (job: Record<string, unknown>) => void) => {
  const file = path.join(dataDir, "jobs", firstJob());
  const job = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  change(job);
  fs.writeFileSync(file, JSON.stringify(job));
};

describe("readData: data/ as the server and scripts read it", () => {
  test("gives the jobs by file name, as the files hold them", () => {
    const { jobs } = readData(dataDir, ["jobs"]);
    const name = firstJob().replace(/\.json$/, "");
    expect(Object.keys(jobs)).toEqual(
      fs
        .readdirSync(path.join(dataDir, "jobs"))
        .map((file) => file.replace(/\.json$/, ""))
        .sort(),
    );
    expect(jobs[name]).toEqual(JSON.parse(fs.readFileSync(path.join(dataDir, "jobs", firstJob()), "utf8")));
  });

  test("refuses a job the build would refuse, naming the file and the field", () => {
    editJob((job) => (job.department = "No Such Department"));
    expect(() => readData(dataDir, ["jobs"])).toThrow(`data/jobs/${firstJob()} › department`);
  });

  test("refuses a job whose last day is before its first, as the build does", () => {
    editJob((job) => ((job.validThrough = "2020-01-01"), (job.datePosted = "2020-02-01")));
    expect(() => readData(dataDir, ["jobs"])).toThrow("validThrough: must not be before datePosted");
  });

  test("reads only what it is asked for: a broken file elsewhere does not stop the site's texts", () => {
    fs.writeFileSync(path.join(dataDir, "testimonials.json"), "{ not json");
    expect(readData(dataDir, ["site"]).site.companyName).toEqual(expect.any(String));
  });
});
