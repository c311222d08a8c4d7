import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { directVisit } from "../../integration/fixtures";

/** A contact message as the handler hands it to a store: every field of the form, a direct visit. */
export const contact = {
  name: "Jane",
  email: "jane@example.com",
  company: "",
  phone: "",
  subject: "Hi",
  message: "Hello",
  budget: "",
  timeline: "",
  ...directVisit,
};

/** An application as the handler hands it to a store (its resume apart). */
export const application = {
  jobSlug: "data-analyst",
  fullName: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98 7654 3210",
  location: "Patna",
  portfolioUrl: "",
  linkedin: "",
  github: "",
  experience: "3-5",
  currentRole: "",
  expectedSalary: "",
  startDate: "",
  coverLetter: "Hello",
  consent: true as const,
  talentPool: false,
  ...directVisit,
};

/**
 * A fresh, empty submissions folder for each test of the file that calls this, removed after it.
 * Returns a getter: the folder changes from test to test.
 */
export function freshFolder(prefix: string): { dir: () => string; files: (folder: string) => string[] } {
  let dir = "";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    dir: () => dir,
    /** The names in one of its folders, sorted; none when it does not exist (yet). */
    files: (folder) => (fs.existsSync(path.join(dir, folder)) ? fs.readdirSync(path.join(dir, folder)).sort() : []),
  };
}
