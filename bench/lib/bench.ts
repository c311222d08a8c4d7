/** What the form benchmarks (bench:forms, bench:cluster) share: the submissions they send and how they measure. */
import fs from "node:fs";
import net from "node:net";

export const MB = 1024 * 1024;
export const MEMORY_LIMIT_MB = 256;

export const contact = {
  name: "Bench Client",
  email: "bench@example.com",
  company: "Bench Ltd",
  phone: "+372 5555 0000",
  subject: "Load test",
  message: "A message of a realistic length. ".repeat(20),
  budget: "10k-50k",
  timeline: "1month",
};
export const application: Record<string, string> = {
  jobSlug: "solutions-architect",
  fullName: "Bench Candidate",
  email: "cand@example.com",
  phone: "+91 98765 43210",
  location: "Tallinn",
  experience: "7+",
  coverLetter: "A cover letter. ".repeat(60),
  consent: "on",
};
// A 40 KB PDF, a usual size for a one-page resume.
/** A 40 kB one-page PDF: a catalog with its pages, as the résumé check asks, and room filled with spaces. */
const PDF_BODY =
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
  "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n";
export const RESUME = Buffer.concat([
  Buffer.from(PDF_BODY),
  Buffer.alloc(40 * 1024 - PDF_BODY.length - 7, 0x20),
  Buffer.from("\n%%EOF\n"),
]);

export function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}
export const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A free port on 127.0.0.1, or BENCH_PORT when set (to keep a benchmark in a given range). */
export async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Submission `index`: even ones a contact message (JSON), odd ones an application with RESUME. Resolves with the status and the body. */
export async function submit(
  url: string,
  index: number,
  {
    headers = {},
    contactData = contact,
    applicationData = application,
  }: {
    headers?: Record<string, string>;
    contactData?: Record<string, string>;
    applicationData?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: string }> {
  let response: Response;
  if (index % 2 === 0) {
    response = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ ...contactData, subject: `Load test ${index}` }),
    });
  } else {
    const form = new FormData();
    for (const [name, value] of Object.entries(applicationData)) form.set(name, value);
    form.set("resume", new Blob([new Uint8Array(RESUME)], { type: "application/pdf" }), `cv-${index}.pdf`);
    response = await fetch(`${url}/api/applications`, { method: "POST", headers, body: form });
  }
  return { status: response.status, body: await response.text() };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
