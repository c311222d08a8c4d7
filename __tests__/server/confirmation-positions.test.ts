/** @jest-environment node */
import express from "express";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { answerTexts, confirmationPages } from "../../server/form-answers";
import { otherPositions, OTHER_POSITIONS_SHOWN } from "../../shared/other-positions";
import { appliedPath } from "../../shared/routes";

type Job = { slug: string; title: string; department: string; datePosted: string; validThrough: string };

/**
 * The page an application posted without JavaScript lands on lists the same other positions as the
 * apply page shows after sending with it (shared/other-positions.ts), however many jobs are open.
 */
describe("the no-script confirmation page's other positions", () => {
  let root: string;
  let origin: string;
  let close: () => void;
  let jobs: Job[];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "confirmation-"));
    fs.cpSync("data", path.join(root, "data"), { recursive: true });
    fs.mkdirSync(path.join(root, "public"));
    fs.writeFileSync(
      path.join(root, "public", "404.html"),
      // The built 404 page's shape: its heading, a line and the list the confirmation replaces.
      "<!doctype html><html><head><title>Not found</title></head><body><main><h1>Not found</h1><p>Gone.</p><ul><li>Home</li></ul></main></body></html>",
    );
    // Twenty more roles, open today, so that the list must be cut.
    const jobsDir = path.join(root, "data", "jobs");
    const [first] = fs.readdirSync(jobsDir);
    const template = JSON.parse(fs.readFileSync(path.join(jobsDir, first), "utf8")) as Job;
    for (let index = 0; index < 20; index++) {
      const slug = `extra-role-${index}`;
      fs.writeFileSync(
        path.join(jobsDir, `${slug}.json`),
        JSON.stringify({ ...template, slug, title: `Extra Role ${String(index).padStart(2, "0")}` }),
      );
    }
    jobs = fs.readdirSync(jobsDir).map((file) => JSON.parse(fs.readFileSync(path.join(jobsDir, file), "utf8")) as Job);
    const app = express().use(
      confirmationPages({
        publicDir: path.join(root, "public"),
        siteDir: root,
        texts: answerTexts(root),
        today: () => template.datePosted,
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close?.();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const listed = async (job: string) => {
    const html = await (await fetch(`${origin}${appliedPath}?job=${job}`, { headers: { Accept: "text/html" } })).text();
    return [...html.matchAll(/<li><a href="\/careers\/([^/]+)\/">/g)].map(([, slug]) => slug);
  };

  it("lists the apply page's choice, sorted by title, the job applied to left out", async () => {
    const applied = jobs.find((job) => !job.slug.startsWith("extra-"))!;
    const expected = otherPositions(
      jobs.filter((job) => job.datePosted <= applied.datePosted),
      (job) => job.department,
    ).get(applied.slug)!;
    const slugs = await listed(applied.slug);
    expect(slugs).toHaveLength(OTHER_POSITIONS_SHOWN);
    expect(new Set(slugs)).toEqual(new Set(expected));
    expect(slugs).not.toContain(applied.slug);
  });

  it("after an unknown job, still no more than the apply pages show", async () => {
    expect(await listed("no-such-role")).toHaveLength(OTHER_POSITIONS_SHOWN);
  });
});
