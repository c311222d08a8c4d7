import crypto from "node:crypto";
import http from "node:http";
import { applicationForm, validApplication } from "./fixtures";
import { freePort, requireBuild, residentBytes, startServer, type RunningServer } from "./server-process";
import { waitFor } from "./wait";

const built = requireBuild();
const suite = built ? describe : describe.skip;

/** A well-formed PDF of about `size` bytes: one page whose content stream is incompressible filler. */
function pdfOf(size: number): Buffer {
  const filler = crypto.randomBytes(size);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: string | Buffer) => {
    const bytes = typeof part === "string" ? Buffer.from(part, "latin1") : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, body: string | Buffer[]) => {
    offsets[n] = length;
    add(`${n} 0 obj\n`);
    for (const piece of typeof body === "string" ? [body] : body) add(piece);
    add("\nendobj\n");
  };
  add("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  object(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>");
  object(4, [Buffer.from(`<< /Length ${filler.length} >>\nstream\n`), filler, Buffer.from("\nendstream")]);
  const xref = length;
  add(
    `xref\n0 5\n0000000000 65535 f \n${offsets
      .slice(1)
      .map((at) => `${String(at).padStart(10, "0")} 00000 n \n`)
      .join("")}`,
  );
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

const MB = 1024 * 1024;
const APPLICATIONS = 40;
const WEBHOOK_DELAY_MS = 12_000;

suite("deliveries in flight are bounded in memory", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it(`${APPLICATIONS} applications of 4.9 MB while the webhook answers after 12 s raise the server's RSS by at most 256 MB`, async () => {
    const answered: number[] = [];
    let received = 0;
    const receiver = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        received++;
        setTimeout(() => {
          res.writeHead(204).end();
          answered.push(Date.now());
        }, WEBHOOK_DELAY_MS);
      });
    });
    const webhookPort = await freePort();
    await new Promise<void>((resolve) => receiver.listen(webhookPort, "127.0.0.1", resolve));
    const resume = pdfOf(Math.round(4.9 * MB));
    const post = () =>
      fetch(`${server!.url}/api/applications`, {
        method: "POST",
        body: applicationForm(
          { ...validApplication, email: `rss.${crypto.randomBytes(4).toString("hex")}@example.com` },
          { bytes: resume, name: "cv.pdf" },
        ),
      });
    try {
      server = await startServer({
        WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hook`,
        OUTBOX_POLL_MS: "200",
        // The posts all come from 127.0.0.1, four at a time: what is measured here is the deliveries,
        // not one address's share of the body budget.
        BODY_BUDGET_PER_CLIENT_BYTES: String(64 * 1024 * 1024),
      });
      const pid = server.process.pid!;
      expect((await post()).status).toBe(201); // warm-up: every module loaded, one delivery under way
      await waitFor(() => answered.length === 1, 20_000);
      const baseline = residentBytes(pid);
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 50);
      try {
        // Four uploads at a time: well inside the server's body budget (64 MB in flight).
        const statuses: (number | string)[] = [];
        for (let sent = 0; sent < APPLICATIONS; sent += 4)
          statuses.push(
            ...(await Promise.all(
              [0, 1, 2, 3].map(() =>
                post().then(
                  (response) => response.status,
                  (error: Error) => `${error.message}: ${String(error.cause)}`,
                ),
              ),
            )),
          );
        if (statuses.some((status) => status !== 201)) console.log(server.output().split("\n").slice(-30).join("\n"));
        expect(statuses).toEqual(Array(APPLICATIONS).fill(201));
        // A whole 12 s wait after the last post, with deliveries in flight the whole time: the file
        // store sends all 40 at once, PostgreSQL a few at a time (its sending connections), so on it
        // the calls in flight at any moment are what is measured. (Waiting for a moment with no call
        // in flight timed out on PostgreSQL under load: 40 calls 4 at a time take 120 s.)
        const lastPost = Date.now();
        expect(received - answered.length).toBeGreaterThan(0); // calls are being held now
        await waitFor(() => Date.now() - lastPost > WEBHOOK_DELAY_MS + 1_000, 30_000);
      } finally {
        clearInterval(sampler);
      }
      const growth = peak - baseline;
      console.log(
        `RSS ${(baseline / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB at most: +${(growth / MB).toFixed(0)} MB (${received} webhook calls)`,
      );
      expect(growth).toBeLessThanOrEqual(256 * MB);
    } finally {
      // Calls still waiting fail at once, so the server's shutdown does not wait 12 s for each.
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  }, 180_000);
});
