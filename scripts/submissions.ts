/**
 * `npm run submissions`: what the forms received, newest first.
 *   npm run submissions                  list (one line each) and the notifications still waiting
 *   npm run submissions -- --csv > f.csv every submission as CSV (one row each, every field)
 *   npm run submissions -- --purge       remove those older than data/site.json constants.retentionDays,
 *                                        every file of theirs, and what interrupted writes left
 *                                        (the server does this itself at start and daily)
 *   npm run submissions -- --purge --dry-run   show what --purge would remove
 * Reads SUBMISSIONS_DIR (default ./submissions), or PostgreSQL when DATABASE_URL is set (as the
 * server does). A record that cannot be read is named on stderr and skipped; the rest is done all the same.
 */
import path from "node:path";
import site from "../data/site.json";
import { singleLine, withoutControls } from "../src/forms/control-characters";
import { submissionSettings } from "../src/submissions/config";
import { purgeExpired } from "../src/submissions/purge";
import { openStore } from "../src/submissions/storage";
import { KINDS, type OnUnreadable, type Submission } from "../src/submissions/store";

const args = new Set(process.argv.slice(2));
const settings = submissionSettings(process.env);
const { dir } = settings;
const store = openStore(settings);

/** Prints one line for a person at a terminal: what visitors typed can hold escape sequences a terminal would obey. */
const say = (line = "") => console.log(singleLine(line));
const skipped: OnUnreadable = (file, error) => console.error(singleLine(`Skipped ${path.join(dir, file)}: ${error.message}`));

function who(submission: Submission): string {
  return submission.kind === "contact"
    ? `${submission.data.name} <${submission.data.email}>: ${submission.data.subject}`
    : `${submission.data.fullName} <${submission.data.email}> for ${submission.data.jobSlug}`;
}

const CSV_FIELDS = [
  "id", "kind", "receivedAt", "name", "fullName", "email", "phone", "company", "subject", "message", "budget", "timeline",
  "jobSlug", "location", "experience", "portfolioUrl", "linkedin", "github", "currentRole", "expectedSalary", "startDate",
  "coverLetter", "consent", "talentPool", "utm_source", "utm_medium", "utm_campaign", "ref", "resumeFile",
] as const;

function csvCell(value: unknown): string {
  let text = withoutControls(value === undefined || value === null ? "" : String(value));
  // A cell starting like a formula is neutralised, so opening the export in a spreadsheet is safe.
  // (A phone number such as +49 30 1234 is left as it is.)
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s().\/-]*$)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(submission: Submission): string {
  const values: Record<string, unknown> = { id: submission.id, kind: submission.kind, receivedAt: submission.receivedAt, ...submission.data };
  // A file's path in the folder; in PostgreSQL the resume is a row, named as the file would be.
  if (submission.kind === "application") values.resumeFile = settings.database ? submission.resume.file : path.join(dir, KINDS.application, submission.resume.file);
  return CSV_FIELDS.map((field) => csvCell(values[field])).join(",");
}

async function main() {
  if (args.has("--help")) {
    say("usage: npm run submissions [-- --csv | --purge [--dry-run]]");
    return;
  }
  if (args.has("--purge")) {
    const days = site.constants.retentionDays;
    const dryRun = args.has("--dry-run");
    const { cutoff, removed, leftovers } = await purgeExpired(store, { days, talentPoolDays: site.constants.talentPoolRetentionDays, dryRun, onUnreadable: skipped });
    const verb = dryRun ? "Would remove" : "Removed";
    say(`${verb} ${removed.length} submission(s) received before ${cutoff.toISOString().slice(0, 10)} (kept for ${days} days) from ${store.description}`);
    for (const submission of removed) say(`  ${submission.receivedAt}  ${submission.kind.padEnd(11)}  ${submission.id}  (${submission.files.length} ${settings.database ? "row(s)" : "file(s)"})`);
    if (leftovers.length) say(`${verb} ${leftovers.length} file(s) left by interrupted writes: ${leftovers.join(", ")}`);
    return;
  }
  const submissions = await store.list(skipped);
  if (args.has("--csv")) {
    process.stdout.write(`${[CSV_FIELDS.join(","), ...submissions.map(csvRow)].join("\r\n")}\r\n`);
    return;
  }
  say(`${submissions.length} submission(s) in ${store.description}, newest first:`);
  for (const submission of submissions) {
    say(`${submission.receivedAt.replace("T", " ").slice(0, 19)}  ${submission.kind.padEnd(11)}  ${submission.id}  ${who(submission)}`);
  }
  const waiting = await store.pendingNotifications();
  if (waiting.length) {
    say();
    say(`${waiting.length} notification(s) waiting to be sent:`);
    for (const entry of waiting) say(`  ${entry.id}  attempts ${entry.attempts}, next ${entry.nextAttemptAt}${entry.lastError ? `, last error: ${entry.lastError}` : ""}`);
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => store.close());
