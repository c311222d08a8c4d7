/**
 * `npm run submissions`: what the forms received, newest first.
 *   npm run submissions                  list (one line each) and the notifications still waiting
 *   npm run submissions -- --csv > f.csv every submission as CSV (one row each, every field)
 *   npm run submissions -- --purge       remove those older than data/site.json constants.retentionDays,
 *                                        every file of theirs, and what interrupted writes left
 *                                        (the server does this itself at start and daily)
 *   npm run submissions -- --purge --dry-run   show what --purge would remove
 *   npm run submissions -- --find EMAIL           every submission of that address (any case)
 *   npm run submissions -- --export EMAIL DIR     everything held on that person, written into DIR
 *   npm run submissions -- --erase EMAIL          remove all of it, and log the erasure (ids, no personal data)
 *   npm run submissions -- --retry-failed         send again the notifications given up on (listed below the list)
 * An address covers every spelling the server counts as one mailbox (any case, any +tag); the
 * spellings matched are printed. An unknown flag or a missing value exits 2 with the usage line.
 * Reads SUBMISSIONS_DIR (default ./submissions), or PostgreSQL when DATABASE_URL is set (as the
 * server does). A record that cannot be read is named on stderr and skipped; the rest is done all the same.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readData } from "../../content-model/node/load-data";
import { singleLine, withoutControls } from "../../shared/form-rules/control-characters";
import { loadEnvFile } from "../../server/env-file";
import { submissionSettings } from "../../server/submissions/config";
import { purgeExpired } from "../../server/submissions/purge";
import { openStore } from "../../server/submissions/storage";
import { KINDS, type OnUnreadable, type Submission } from "../../server/submissions/store";

const USAGE =
  "usage: npm run submissions [-- --csv | --purge [--dry-run] | --find EMAIL | --export EMAIL DIR | --erase EMAIL | --retry-failed]";

/** The command line, strictly: anything else is a mistake said in one line, with the usage, exit 2. */
const cli = (() => {
  try {
    const parsed = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      allowPositionals: true,
      options: {
        help: { type: "boolean" },
        csv: { type: "boolean" },
        purge: { type: "boolean" },
        "dry-run": { type: "boolean" },
        find: { type: "string" },
        export: { type: "string" },
        erase: { type: "string" },
        "retry-failed": { type: "boolean" },
      },
    });
    const { values, positionals } = parsed;
    const actions = ["csv", "purge", "find", "export", "erase", "retry-failed"].filter((name) => name in values);
    if (actions.length > 1) throw new Error(`choose one of --${actions.join(", --")}`);
    if (values["dry-run"] && !values.purge) throw new Error("--dry-run goes with --purge");
    if (values.export !== undefined && positionals.length !== 1)
      throw new Error("--export needs an email address and a folder");
    if (values.export === undefined && positionals.length) throw new Error(`unexpected argument '${positionals[0]}'`);
    for (const flag of ["find", "export", "erase"] as const)
      if (values[flag] !== undefined && !values[flag].includes("@"))
        throw new Error(`--${flag} needs an email address`);
    return { ...values, folder: positionals[0] };
  } catch (error) {
    console.error(`npm run submissions: ${(error as Error).message.split("\n")[0]}`);
    console.error(USAGE);
    return process.exit(2);
  }
})();
loadEnvFile();
const settings = (() => {
  try {
    return submissionSettings(process.env);
  } catch (error) {
    console.error(`npm run submissions: ${(error as Error).message}`); // a setting that breaks its rule, named
    return process.exit(1);
  }
})();
const { dir } = settings;
const store = openStore(settings);

/** Prints one line for a person at a terminal: what visitors typed can hold escape sequences a terminal would obey. */
const say = (line = "") => console.log(singleLine(line));
const skipped: OnUnreadable = (file, error) =>
  console.error(singleLine(`Skipped ${path.join(dir, file)}: ${error.message}`));

function who(submission: Submission): string {
  return submission.kind === "contact"
    ? `${submission.data.name} <${submission.data.email}>: ${submission.data.subject}`
    : `${submission.data.fullName} <${submission.data.email}> for ${submission.data.jobSlug}`;
}

const CSV_FIELDS = [
  "id",
  "kind",
  "receivedAt",
  "name",
  "fullName",
  "email",
  "phone",
  "company",
  "subject",
  "message",
  "budget",
  "timeline",
  "jobSlug",
  "location",
  "experience",
  "portfolioUrl",
  "linkedin",
  "github",
  "currentRole",
  "expectedSalary",
  "startDate",
  "coverLetter",
  "consent",
  "talentPool",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "ref",
  "resumeFile",
] as const;

function csvCell(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a record's values are strings, numbers and booleans.
  let text = withoutControls(value === undefined || value === null ? "" : String(value));
  // A cell starting like a formula is neutralised, so opening the export in a spreadsheet is safe.
  // (A phone number such as +49 30 1234 is left as it is.)
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s()./-]*$)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(submission: Submission): string {
  const values: Record<string, unknown> = {
    id: submission.id,
    kind: submission.kind,
    receivedAt: submission.receivedAt,
    ...submission.data,
  };
  // A file's path in the folder; in PostgreSQL the resume is a row, named as the file would be.
  if (submission.kind === "application")
    values.resumeFile = settings.database
      ? submission.resume.file
      : path.join(dir, KINDS.application, submission.resume.file);
  return CSV_FIELDS.map((field) => csvCell(values[field])).join(",");
}

const line = (submission: Submission) =>
  `${submission.receivedAt.replace("T", " ").slice(0, 19)}  ${submission.kind.padEnd(11)}  ${submission.id}  ${who(submission)}`;

/** GDPR article 15: what is held on this address. */
async function findPerson(email: string) {
  const found = await store.find(email, skipped);
  say(`${found.length} submission(s) of ${email} (any case, any +tag) in ${store.description}:`);
  for (const submission of found) say(line(submission));
}

/**
 * Articles 15 and 20: everything held on this person, as files in DIR: each record as JSON, each
 * résumé as it was received, and their notifications still waiting (person.json lists it all).
 */
async function exportPerson(email: string, target: string) {
  const found = await store.find(email, skipped);
  const ids = new Set(found.map((submission) => submission.id));
  // Personal data: readable by the operator only (folders it creates 700, files 600, an earlier
  // export's files included). A folder that exists already keeps its mode.
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  const write = (name: string, content: string | Uint8Array) => {
    const file = path.join(target, name);
    fs.writeFileSync(file, content, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    written.push(name);
  };
  for (const submission of found) {
    write(`${submission.id}.json`, `${JSON.stringify(submission, null, 2)}\n`);
    if (submission.kind === "application") write(submission.resume.file, await store.readResume(submission));
  }
  const waiting = (await store.pendingNotifications()).filter((entry) => ids.has(entry.submissionId));
  write("notifications.json", `${JSON.stringify(waiting, null, 2)}\n`);
  write(
    "person.json",
    `${JSON.stringify({ email, exportedAt: new Date().toISOString(), submissions: found.map(({ id, kind, receivedAt }) => ({ id, kind, receivedAt })), files: [...written] }, null, 2)}\n`,
  );
  const spellings = [...new Set(found.map((submission) => submission.data.email))];
  if (spellings.length) say(`Matched ${spellings.join(", ")} (one mailbox: any case, any +tag)`);
  say(`Exported ${found.length} submission(s) of ${email} into ${target}: ${written.join(", ")}`);
}

/**
 * Article 17: removes every submission of this address with its résumé and waiting notifications
 * (and partial writes holding it), prints what went, and appends one line per submission to the
 * erasure log (ERASURE_LOG, default erasures.log in SUBMISSIONS_DIR): date, id and kind, nothing
 * of the person, so that the erasure can be shown without keeping what was erased.
 */
async function erasePerson(email: string) {
  const spellings = new Set((await store.find(email, skipped)).map((submission) => submission.data.email));
  if (spellings.size) say(`Matched ${[...spellings].join(", ")} (one mailbox: any case, any +tag)`);
  const { submissions, partialWrites } = await store.erase(email, skipped);
  const log = process.env.ERASURE_LOG || path.join(dir, "erasures.log");
  const now = new Date().toISOString();
  if (submissions.length) {
    fs.mkdirSync(path.dirname(log), { recursive: true });
    fs.appendFileSync(
      log,
      submissions.map((submission) => `${now}\terased\t${submission.kind}\t${submission.id}\n`).join(""),
    );
  }
  say(
    `Erased ${submissions.length} submission(s) of ${email} from ${store.description}${submissions.length ? `; logged in ${log}` : ""}`,
  );
  for (const submission of submissions)
    say(`  ${submission.kind.padEnd(11)}  ${submission.id}  (${submission.files.join(", ")})`);
  if (partialWrites.length)
    say(`Removed ${partialWrites.length} partial write(s) holding the address: ${partialWrites.join(", ")}`);
}

async function main() {
  if (cli.help) return say(USAGE);
  if (cli.find) return void (await findPerson(cli.find));
  if (cli.export && cli.folder) return void (await exportPerson(cli.export, cli.folder));
  if (cli.erase) return void (await erasePerson(cli.erase));
  if (cli["retry-failed"]) {
    const again = await store.retryFailed();
    say(`${again.length} notification(s) made due again; the server sends them within its next poll`);
    for (const id of again) say(`  ${id}`);
    return;
  }
  if (cli.purge) {
    // The site's folder as the server finds it (SITE_DIR, or where npm runs), from scripts/ops/ and dist/ alike.
    const { site } = readData(path.resolve(process.env.SITE_DIR || ".", "data"), ["site"]);
    const days = site.constants.retentionDays;
    const dryRun = Boolean(cli["dry-run"]);
    const { cutoff, removed, leftovers } = await purgeExpired(store, {
      days,
      talentPoolDays: site.constants.talentPoolRetentionDays,
      dryRun,
      onUnreadable: skipped,
    });
    const verb = dryRun ? "Would remove" : "Removed";
    say(
      `${verb} ${removed.length} submission(s) received before ${cutoff.toISOString().slice(0, 10)} (kept for ${days} days) from ${store.description}`,
    );
    for (const submission of removed)
      say(
        `  ${submission.receivedAt}  ${submission.kind.padEnd(11)}  ${submission.id}  (${submission.files.length} ${settings.database ? "row(s)" : "file(s)"})`,
      );
    if (leftovers.length)
      say(`${verb} ${leftovers.length} file(s) left by interrupted writes: ${leftovers.join(", ")}`);
    return;
  }
  const submissions = await store.list(skipped);
  if (cli.csv) {
    process.stdout.write(`${[CSV_FIELDS.join(","), ...submissions.map(csvRow)].join("\r\n")}\r\n`);
    return;
  }
  say(`${submissions.length} submission(s) in ${store.description}, newest first:`);
  for (const submission of submissions) {
    say(line(submission));
  }
  const entries = await store.pendingNotifications();
  const waiting = entries.filter((entry) => !entry.failedAt);
  const failed = entries.filter((entry) => entry.failedAt);
  if (waiting.length) {
    say();
    say(`${waiting.length} notification(s) waiting to be sent:`);
    for (const entry of waiting)
      say(
        `  ${entry.id}  attempts ${entry.attempts}, next ${entry.nextAttemptAt}${entry.lastError ? `, last error: ${entry.lastError}` : ""}`,
      );
  }
  if (failed.length) {
    say();
    say(`${failed.length} notification(s) FAILED, not retried (fix the cause, then --retry-failed):`);
    for (const entry of failed)
      say(
        `  ${entry.id}  attempts ${entry.attempts}, given up ${entry.failedAt}, last error: ${entry.lastError ?? ""}`,
      );
  }
}

main()
  .catch((error) => {
    // One line for the operator (a database away, a folder not writable); the trace only with DEBUG.
    console.error(`npm run submissions: ${(error as Error).message}`);
    if (process.env.DEBUG) console.error(error);
    process.exitCode = 1;
  })
  .finally(() => store.close());
