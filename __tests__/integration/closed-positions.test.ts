import http from "node:http";
import path from "node:path";
import { readEntries } from "../../content-model/node/data-folder";
import { buildDate, isPublished } from "../../shared/publication";
import { applyPath, careersPath, jobPath } from "../../shared/routes";
import { applicationForm, PDF, validApplication } from "./fixtures";
import { requireBuild, startServer, type RunningServer } from "./server-process";

const built = requireBuild();
const suite = built ? describe : describe.skip;

type Job = {
  slug: string;
  title: string;
  department: string;
  location: string;
  datePosted: string;
  validThrough: string;
};
const jobs = readEntries<Job>(path.resolve("data/jobs")).filter((job) => isPublished(job, buildDate()));
// The first position to close, and the server's clock on the day after its last day.
const closing = [...jobs].sort((a, b) => a.validThrough.localeCompare(b.validThrough))[0];
const dayAfter = new Date(Date.parse(`${closing.validThrough.slice(0, 10)}T00:00:00Z`) + 86_400_000)
  .toISOString()
  .slice(0, 10);
const stillOpen = jobs.filter((job) => isPublished(job, dayAfter));
const closed = jobs.filter((job) => !isPublished(job, dayAfter));

suite(
  `a position whose last day has passed, with the server's clock at ${dayAfter} (BUILD_DATE) and the build of today`,
  () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ BUILD_DATE: dayAfter });
    });
    afterAll(async () => {
      await server.stop();
    });

    it.each(closed.flatMap((job) => [jobPath(job.slug), applyPath(job.slug)]))(
      "%s answers 410 Gone with a page that says so and links the open positions",
      async (route) => {
        const response = await fetch(`${server.url}${route}`);
        expect(response.status).toBe(410);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
        const html = await response.text();
        expect(html).toContain("<h1");
        expect(html).toContain("This position has closed");
        expect(html).toContain('<meta name="robots" content="noindex"/>');
        expect(html).not.toContain("JobPosting");
        expect(html).not.toMatch(/<script\b/);
        // A list of the open positions, each with its department and location.
        const list = /<h2[^>]*>Positions open now<\/h2><ul[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
        const items = [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) =>
          item
            .replace(/<[^>]+>/g, " ")
            .replace(/\s+/g, " ")
            .trim(),
        );
        expect(items).toEqual(
          [...stillOpen]
            .sort((a, b) => a.title.localeCompare(b.title))
            .map((job) => `${job.title} ${job.department} • ${job.location}`),
        );
        for (const job of stillOpen)
          expect(list).toMatch(new RegExp(`<a href="${jobPath(job.slug)}"[^>]*>${job.title}</a>`));
        expect(html).toContain(`<a href="${careersPath}">`);
        // The date as job pages write it.
        expect(html).toMatch(/closed on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
      },
    );

    const spelling = (slug: string) => {
      const encoded = [...slug].map((letter) => `%${letter.charCodeAt(0).toString(16)}`).join("");
      return [
        `/careers/${slug}/index.html`,
        `/careers/${slug}/apply/index.html`,
        `/careers//${slug}/`,
        `//careers/${slug}/apply/`,
        `/careers/${encoded}/`,
        `/careers/%${slug.charCodeAt(0).toString(16)}${slug.slice(1)}/apply/`,
        `/careers/./${slug}/`,
      ];
    };
    it.each(spelling(closing.slug))("%s, another spelling of its files, answers 410 too", async (route) => {
      // Sent as written: fetch would resolve "./" segments itself.
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        http
          .get({ hostname, port, path: route }, (response) => resolve(response.resume().statusCode))
          .on("error", reject);
      });
      expect(status).toBe(410);
    });

    it("an open position's pages are served as built", async () => {
      expect((await fetch(`${server.url}${jobPath(stillOpen[0].slug)}`)).status).toBe(200);
      expect((await fetch(`${server.url}${applyPath(stillOpen[0].slug)}`)).status).toBe(200);
    });

    it("the API refuses an application to the closed position, naming the job", async () => {
      const response = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm({ ...validApplication, jobSlug: closing.slug }, { bytes: PDF, name: "cv.pdf" }),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({
        jobSlug: "This position is not open any more. The positions open now are listed at /careers/",
      });
    });
  },
);
