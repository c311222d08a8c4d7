import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { applicationForm, PDF, validApplication, validContact } from "./fixtures";
import { createTestDatabase, ENGINE, freePort, requireBuild, runCommand, startServer } from "./server-process";
import { waitFor } from "./wait";

/** What an operator meets: settings checked at start, a clean stop, a clean start, a command line that says no. */
const ROOT = path.resolve(__dirname, "../..");
const built = requireBuild();
const suite = built ? describe : describe.skip;

/** This process's environment without PORT and SUBMISSIONS_DIR, which the tests set themselves (or .env does). */
const withoutServerSettings = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !["PORT", "SUBMISSIONS_DIR"].includes(name)));

/** Starts the built server as `npm run serve` does, in `cwd` (where it reads .env), and waits for it to serve or to exit. */
async function startRaw(env: Record<string, string>, cwd = ROOT) {
  const child = spawn(process.execPath, [path.join(ROOT, "dist/server.cjs")], {
    cwd,
    env: { ...withoutServerSettings(), HOST: "127.0.0.1", SITE_DIR: ROOT, LOG_FORMAT: "json", ...env },
    stdio: "pipe",
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => {
    child.once("exit", resolve);
    child.stdout.on("data", () => stdout.includes("Serving ") && resolve(null));
  });
  return { child, code, stdout: () => stdout, stderr: () => stderr };
}

suite("settings are checked at start, and .env is read with the environment winning", () => {
  it.each([
    ["RATE_LIMIT_MAX", "abc"],
    ["WEBHOOK_URL", "not a url"],
    ["WEBHOOK_URL", "file:///etc/passwd"],
    ["WEBHOOK_URL", "ftp://hooks.example.com/in"],
    ["WEBHOOK_URL", "https://user:secret@hooks.example.com/in"],
  ])("%s=%s stops the start with one line naming the variable", async (name, value) => {
    const started = await startRaw({ [name]: value, PORT: String(await freePort()), SUBMISSIONS_DIR: os.tmpdir() });
    expect(started.code).toBe(1);
    const lines = started.stderr().trim().split("\n");
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^Not started: ${name} `))]);
    expect(started.stderr()).not.toContain("secret");
  });

  it("a setting in .env applies, and the same one in the environment wins over it", async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "dotenv-"));
    const [filePort, envPort] = [await freePort(), await freePort()];
    fs.writeFileSync(path.join(cwd, ".env"), `PORT=${filePort}\nSUBMISSIONS_DIR=${path.join(cwd, "from-file")}\n`);
    const fromFile = await startRaw({}, cwd);
    expect(fromFile.stdout()).toContain(`:${filePort}/`);
    expect(fromFile.stdout()).toContain(path.join(cwd, "from-file"));
    fromFile.child.kill("SIGTERM");
    const fromEnv = await startRaw({ PORT: String(envPort) }, cwd);
    expect(fromEnv.stdout()).toContain(`:${envPort}/`);
    fromEnv.child.kill("SIGTERM");
    await new Promise((resolve) => fromEnv.child.once("exit", resolve));
    fs.rmSync(cwd, { recursive: true, force: true });
  });
});

suite("a stop sends nothing twice, a start leaves nothing behind", () => {
  it(`on SIGTERM with 5 webhook calls in flight, waits for them; the next start sends none again (${ENGINE})`, async () => {
    const calls: string[] = [];
    const receiver = http.createServer((req, res) => {
      calls.push(String(req.headers["x-submission-id"]));
      setTimeout(() => res.end("ok"), 1_500); // the ATS is slow today
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sigterm-"));
    const databaseUrl = ENGINE === "postgres" ? await createTestDatabase() : undefined;
    const env = {
      SUBMISSIONS_DIR: dir,
      WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      OUTBOX_POLL_MS: "200",
      SHUTDOWN_TIMEOUT_MS: "8000",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const first = await startServer(env);
    const posts = Array.from({ length: 5 }, (_, i) =>
      fetch(`${first.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: first.url },
        body: JSON.stringify({ ...validContact, email: `sigterm.${i}@example.com` }),
      }),
    );
    expect((await Promise.all(posts)).map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    await waitFor(async () => calls.length === 5);
    const stopping = performance.now();
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(performance.now() - stopping).toBeGreaterThan(500); // it waited for the answers
    const second = await startServer(env);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // ten polls
    await second.stop();
    receiver.close();
    expect(calls).toHaveLength(5);
    expect(new Set(calls).size).toBe(5);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  (ENGINE === "file" ? it : it.skip)(
    "removes before listening what a killed server left on the file store: .tmp files, CVs and outbox entries without a record",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leftovers-"));
      const orphan = "20261128T000000000Z-deadbeef";
      for (const [file, content] of [
        [".tmp/upload-1234.tmp", "partial upload of applicant@example.com"],
        [`applications/${orphan}.pdf`, "%PDF-1.4 a CV without its record"],
        [`outbox/${orphan}.email.json`, "{}"],
      ]) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), content);
      }
      const server = await startServer({ SUBMISSIONS_DIR: dir });
      const left = ["applications", "outbox", ".tmp"].flatMap((folder) =>
        fs.existsSync(path.join(dir, folder)) ? fs.readdirSync(path.join(dir, folder)) : [],
      );
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      expect(left.filter((name) => name.includes(orphan) || name.endsWith(".tmp"))).toEqual([]);
    },
  );
});

suite("data rights follow the mailbox, and the command line says no", () => {
  const cli = (env: Record<string, string>, ...args: string[]) =>
    runCommand("scripts/ops/submissions.ts", env, ...args);

  it(`--erase erase.me@example.com takes Erase.Me+cv@example.com's application and CV too, and lists both spellings (${ENGINE})`, async () => {
    const server = await startServer();
    for (const email of ["Erase.Me+cv@example.com", "erase.me@example.com", "someone.else@example.com"]) {
      const response = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        headers: { Origin: server.url },
        body: applicationForm({ ...validApplication, email }, { bytes: PDF, name: "cv.pdf" }),
      });
      expect(response.status).toBe(201);
    }
    const env = { SUBMISSIONS_DIR: server.dir, ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}) };
    const erased = cli(env, "--erase", "erase.me@example.com");
    expect(erased.status).toBe(0);
    expect(erased.stdout).toContain("Erase.Me+cv@example.com");
    expect(erased.stdout).toContain("Erased 2 submission(s)");
    const left = cli(env, "--find", "ERASE.ME@example.com");
    expect(left.stdout).toContain("0 submission(s)");
    expect(cli(env).stdout).toContain("someone.else@example.com");
    await server.stop();
  });

  it.each([
    [["--purg"], /Unknown option '--purg'/],
    [["--erase"], /argument missing/],
    [["--export", "a@example.com"], /--export needs an email address and a folder/],
    [["--erase", "not-an-address"], /--erase needs an email address/],
  ])("%j exits 2 with one line saying what is wrong and the usage, no stack trace", (args, problem) => {
    const done = cli({ SUBMISSIONS_DIR: os.tmpdir() }, ...args);
    expect(done.status).toBe(2);
    const lines = done.stderr.trim().split("\n");
    expect(lines).toEqual([expect.stringMatching(problem), expect.stringMatching(/^usage: npm run submissions/)]);
    expect(done.stdout).toBe("");
  });
});
