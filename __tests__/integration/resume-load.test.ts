import { docxBomb, pdfBomb } from "../fixtures/resume-corpus";
import { applicationForm, PDF, validApplication } from "./fixtures";
import { requireBuild, residentBytes, startServer, type RunningServer } from "./server-process";

const built = requireBuild();
const suite = built ? describe : describe.skip;
const MB = 1024 * 1024;

const apply = (server: RunningServer, bytes: Buffer, name: string) =>
  fetch(`${server.url}/api/applications`, {
    method: "POST",
    body: applicationForm(
      { ...validApplication, email: `load.${Math.random().toString(36).slice(2)}@example.com` },
      { bytes, name },
    ),
    headers: { Origin: server.url },
  });

/** The server's resident memory sampled every 50 ms while `work` runs: its largest rise over the start. */
async function peakRise(pid: number, work: () => Promise<unknown>): Promise<number> {
  const before = residentBytes(pid);
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 50);
  try {
    await work();
  } finally {
    clearInterval(watch);
  }
  return Math.max(peak, residentBytes(pid)) - before;
}

suite("a résumé that inflates to 4 GiB costs the server a bounded share", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
    // The judge's worker started and warm, as on a server that has judged a file today.
    await apply(server, PDF, "warm-up.pdf");
  });
  afterAll(() => server?.stop());

  it.each([
    ["a PDF whose object stream inflates to 4 GiB", () => pdfBomb(4), "cv.pdf"],
    ["a DOCX whose content types inflate to 4 GiB", () => docxBomb(4), "cv.docx"],
  ])("%s: refused within 15 s, RSS up by at most 128 MB (sampled every 50 ms)", async (_name, make, file) => {
    const bytes = make();
    let status = 0;
    const started = performance.now();
    const rise = await peakRise(server.process.pid!, async () => {
      status = (await apply(server, bytes, file)).status;
    });
    const took = performance.now() - started;
    console.log(`${_name}: ${status} in ${Math.round(took)} ms, server RSS up by ${(rise / MB).toFixed(1)} MB at most`);
    expect(status).toBe(400);
    expect(took).toBeLessThan(15_000);
    expect(rise / MB).toBeLessThan(128);
  });

  it("with 8 bombs in flight, a clean application gets 201 within 30 s, after at most one 503", async () => {
    const bombs = Array.from({ length: 8 }, (_, i) => apply(server, i % 2 ? docxBomb(4) : pdfBomb(4), `bomb-${i}.pdf`));
    for (const bomb of bombs) bomb.catch(() => undefined); // a rejection is judged below, not unhandled
    const started = performance.now();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await apply(server, PDF, "clean.pdf");
      statuses.push(response.status);
      if (response.status !== 503) break;
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("Retry-After")) * 1000));
    }
    console.log(
      `clean application beside 8 bombs: ${statuses.join(" then ")} in ${Math.round(performance.now() - started)} ms`,
    );
    expect(statuses.at(-1)).toBe(201);
    expect(statuses.filter((status) => status === 503).length).toBeLessThanOrEqual(1);
    expect(performance.now() - started).toBeLessThan(30_000);
    // A bomb past the body budget is refused before it is read, and its connection closed: the
    // sender may see the 503 or only the closed connection.
    const answers = await Promise.all(
      bombs.map((bomb) =>
        bomb.then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    expect(answers).not.toContain(201);
  });
});
