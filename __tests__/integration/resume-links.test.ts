import { spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { applicationForm, PDF, validApplication } from "./fixtures";
import { parseMail, startMailServer } from "./mail-server";
import { freePort, requireBuild, startServer, type RunningServer } from "./server-process";
import { waitFor } from "./wait";

const built = requireBuild();
const suite = built ? describe : describe.skip;
const ROOT = path.resolve(__dirname, "../..");

/** `npm run submissions -- --erase EMAIL`, as an operator runs it against the server's store. */
function erase(server: RunningServer, email: string) {
  const done = spawnSync(process.execPath, ["--import", "tsx", "scripts/ops/submissions.ts", "--erase", email], {
    cwd: ROOT,
    env: {
      ...process.env,
      SUBMISSIONS_DIR: server.dir,
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
    },
    encoding: "utf8",
  });
  expect(done.status).toBe(0);
}

/** A webhook receiver (the company's ATS) that keeps the JSON bodies it is sent. */
async function startReceiver(port: number) {
  const bodies: Record<string, unknown>[] = [];
  const receiver = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      bodies.push(JSON.parse(text) as Record<string, unknown>);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
  return { bodies, close: () => new Promise<void>((resolve) => receiver.close(() => resolve())) };
}

suite("résumés leave as links to this server, which die with the application", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it("the company's email holds no attachment; its link answers 200 with the file, then 404 after --erase", async () => {
    const smtpPort = await freePort();
    const webhookPort = await freePort();
    const mail = await startMailServer(smtpPort);
    const webhook = await startReceiver(webhookPort);
    try {
      server = await startServer({
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_TO: "hr@example.com",
        WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hook`,
        CONFIRMATIONS: "off",
        OUTBOX_POLL_MS: "100",
      });
      const email = `links.${Date.now()}@example.com`;
      const posted = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm(
          { ...validApplication, email, fullName: "Jürgen Müller" },
          { bytes: PDF, name: "cv.pdf" },
        ),
      });
      expect(posted.status).toBe(201);
      await waitFor(() => mail.mails.length === 1 && webhook.bodies.length === 1);

      const parsed = await parseMail(mail.mails[0]);
      expect(parsed.attachments).toEqual([]);
      expect(mail.mails[0].raw).not.toContain(PDF.toString("base64").slice(0, 40));
      const link = /^Resume \(cv\.pdf, 1 kB\): (\S+)$/m.exec(parsed.text ?? "")?.[1];
      expect(link).toMatch(
        new RegExp(`^${server.url}/api/resumes/\\d{8}T\\d{9}Z-[0-9a-f]{8}\\?expires=\\d+&signature=`),
      );

      // The webhook gets the same link and the checksum, not the file.
      const hook = webhook.bodies[0] as { resume: Record<string, unknown> };
      expect(hook.resume).toMatchObject({ url: link, type: "application/pdf", size: PDF.length });
      expect(hook.resume).not.toHaveProperty("contentBase64");

      const download = await fetch(link!);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(download.headers.get("content-disposition")).toBe(
        `attachment; filename="J_rgen_M_ller-resume.pdf"; filename*=UTF-8''J%C3%BCrgen_M%C3%BCller-resume.pdf`,
      );
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(download.headers.get("cache-control")).toBe("no-store, no-transform");
      expect(download.headers.get("content-encoding")).toBeNull();

      const forged = new URL(link!);
      forged.searchParams.set("expires", String(Number(forged.searchParams.get("expires")) + 86_400));
      expect((await fetch(forged)).status).toBe(404);

      erase(server, email);
      expect((await fetch(link!)).status).toBe(404);
    } finally {
      await mail.close();
      await webhook.close();
    }
  });

  it("a server with notifications but no RESUME_LINK_SECRET does not start, and says why", async () => {
    await expect(
      startServer({ SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_TO: "hr@example.com", RESUME_LINK_SECRET: "" }),
    ).rejects.toThrow(/Not started: notifications carry a signed link to each résumé: set RESUME_LINK_SECRET/);
  });
});
