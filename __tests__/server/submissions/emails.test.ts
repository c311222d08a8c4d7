/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { directVisit } from "../../integration/fixtures";
import { submissionSettings } from "../../../server/submissions/config";
import { confirmationMail, nameForGreeting } from "../../../server/submissions/confirmation";
import { FileStore } from "../../../server/submissions/file-store";
import { companyMail, companySender } from "../../../server/submissions/notify";
import { newReference, REFERENCE } from "../../../server/submissions/reference";
import type { Submission } from "../../../server/submissions/store";

const contact = {
  name: "Jane Doe",
  email: "jane@example.com",
  company: "Acme",
  phone: "",
  subject: "Action required: pay at https://pay-evil.example/inv",
  message: "Your invoice is overdue: https://pay-evil.example/inv",
  budget: "10k-50k",
  timeline: "3months",
  ...directVisit,
};
const application = {
  jobSlug: "solutions-architect",
  fullName: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "",
  location: "www.evil.example",
  portfolioUrl: "",
  linkedin: "",
  github: "",
  experience: "7+",
  currentRole: "",
  expectedSalary: "",
  startDate: "",
  coverLetter: "Click https://evil.example now",
  consent: true,
  talentPool: false,
  ...directVisit,
};
const enquiry = (fields: Partial<typeof contact> = {}) =>
  ({
    id: "20261125T090000000Z-0a1b2c3d",
    reference: "NX-7K3-Q9M",
    kind: "contact",
    receivedAt: "2026-11-25T09:00:00.000Z",
    data: { ...contact, ...fields },
  }) as Submission;
const applied = {
  id: "20261125T090000000Z-1a1b2c3d",
  reference: "NX-ABC-DEF",
  kind: "application",
  receivedAt: "2026-11-25T09:00:00.000Z",
  data: application,
  resume: {
    file: "x.resume.pdf",
    originalName: "cv.pdf",
    type: "application/pdf",
    size: 48_213,
    sha256: "0".repeat(64),
  },
} as Submission;
const LINKS = { resumeLinks: { secret: "k".repeat(32), baseUrl: "https://www.example.com" } };
const everything = (mail: { subject: string; text: string; html: string; to: { name: string } }) =>
  [mail.subject, mail.to.name, mail.text, mail.html].join("\n");

describe("the confirmation email", () => {
  it("repeats nothing a stranger typed: not the subject, not the message, not a link in the name", () => {
    const mail = confirmationMail(enquiry({ name: "Jane https://pay-evil.example/inv Doe" }));
    for (const typed of ["pay-evil", "Action required", "overdue", "https://", "Acme"])
      expect(everything(mail)).not.toContain(typed);
    expect(mail.subject).toBe("We received your message");
    expect(mail.text).toContain("Hello Jane Doe,");
  });

  it("an application's names the job by its title and nothing else the candidate typed", () => {
    const mail = confirmationMail(applied);
    expect(mail.subject).toBe("We received your application for Solutions Architect");
    for (const typed of ["evil.example", "Click"]) expect(everything(mail)).not.toContain(typed);
  });

  it("keeps a name's letters, apostrophes, hyphens and initials; drops any word that could be a link or an address", () => {
    expect(nameForGreeting("Siobhán O'Brien-Müller")).toBe("Siobhán O'Brien-Müller");
    expect(nameForGreeting("J. R. Tolkien")).toBe("J. R. Tolkien");
    expect(nameForGreeting("Jane evil.example")).toBe("Jane");
    expect(nameForGreeting("Jane <a@b.example>")).toBe("Jane");
    expect(nameForGreeting("https://evil.example")).toBe("");
    expect(confirmationMail(enquiry({ name: "www.evil.example" })).text).toMatch(/^Hello,$/m);
  });

  it("has a Reply-To of the company's: recruiting for an application, the contact address for an enquiry", () => {
    expect(confirmationMail(applied).replyTo).toBe("careers@nexoratech.com");
    expect(confirmationMail(enquiry()).replyTo).toBe("hello@nexoratech.com");
  });

  it("quotes the short reference, not the storage id, in text and HTML", () => {
    const mail = confirmationMail(enquiry());
    expect(mail.text).toContain("Your reference: NX-7K3-Q9M");
    expect(mail.html).toContain("NX-7K3-Q9M");
    expect(everything(mail)).not.toContain("20261125T090000000Z");
    expect(mail.text).toContain("delete it on May 24, 2027.");
  });
});

describe("the company's email", () => {
  it("shows budget, timeline and experience by their labels, and the job by its title", () => {
    const mail = companyMail(enquiry(), LINKS);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("$10,000 - $50,000");
      expect(part).toContain("Within 3 months");
      expect(part).not.toMatch(/10k-50k|3months/);
    }
    const job = companyMail(applied, LINKS);
    expect(job.subject).toBe("Application NX-ABC-DEF: Solutions Architect (from Ravi Kumar)");
    expect(job.text).toContain("Years of Experience: 7+ years");
    expect(job.text).toContain("Position: Solutions Architect");
  });

  it("links to the résumé on this server, and says until when the link works", () => {
    const mail = companyMail(applied, LINKS);
    const link = /^Resume \(cv\.pdf, 47 kB\): (https:\/\/www\.example\.com\/api\/resumes\/\S+)$/m.exec(mail.text);
    expect(link?.[1]).toContain("20261125T090000000Z-1a1b2c3d?expires=");
    expect(mail.html).toContain(link![1].replace(/&/g, "&amp;"));
    expect(mail.text).toContain("The link works until 2027-05-24");
  });

  it("comes from the company by name, whatever display name NOTIFY_FROM has", () => {
    expect(companySender('"Website forms" <no-reply@example.com>')).toEqual({
      name: "Nexora Technologies",
      address: "no-reply@example.com",
    });
    expect(companySender("forms@example.com")).toEqual({ name: "Nexora Technologies", address: "forms@example.com" });
  });
});

describe("the short reference", () => {
  it("is NX- and two groups of three letters and digits that cannot be misread (no I, L, O, U)", () => {
    const references = Array.from({ length: 500 }, () => newReference());
    for (const reference of references) expect(reference).toMatch(REFERENCE);
    expect(references.join("")).not.toMatch(/[ILOU]/);
    expect(new Set(references).size).toBeGreaterThan(495);
  });
});

describe("one confirmation per address per day (file store)", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "confirmations-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const settings = () =>
    submissionSettings({ SUBMISSIONS_DIR: dir, SMTP_URL: "smtp://127.0.0.1:1", NOTIFY_TO: "team@example.com" });
  const channels = async (store: FileStore) =>
    (await store.pendingNotifications()).map((entry) => entry.channel).sort();

  it("queues the first confirmation of the day for an address, none for the next submissions (any case), another the next day; a new store on the same folder remembers", async () => {
    const day = new Date("2030-01-01T08:00:00Z");
    const first = new FileStore(settings());
    await first.saveContact(contact, { now: day });
    await first.saveContact({ ...contact, email: "JANE@Example.com" }, { now: new Date("2030-01-01T20:00:00Z") });
    const restarted = new FileStore(settings());
    await restarted.saveContact(contact, { now: new Date("2030-01-01T23:59:00Z") });
    expect(await channels(restarted)).toEqual(["confirmation", "email", "email", "email"]);
    await restarted.saveContact(contact, { now: new Date("2030-01-02T00:01:00Z") });
    await restarted.saveContact(
      { ...contact, email: "someone.else@example.com" },
      { now: new Date("2030-01-02T00:02:00Z") },
    );
    expect((await channels(restarted)).filter((channel) => channel === "confirmation")).toHaveLength(3);
  });
});
