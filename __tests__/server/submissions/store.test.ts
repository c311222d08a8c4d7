/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { purgeSubmissions } from "../../../server/submissions/retention";
import { listSubmissions, nameOfKind, saveApplication, saveContact } from "../../../server/submissions/store";
import { application, contact, freshFolder } from "./records";

const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const { dir, files } = freshFolder("submissions-");

describe("submission storage", () => {
  it("writes one complete JSON file per contact message and leaves no temporary file", async () => {
    const stored = await saveContact(dir(), contact, { now: new Date("2026-11-01T10:00:00Z") });
    expect(files("contact")).toEqual([`${stored.id}.json`]);
    expect(JSON.parse(fs.readFileSync(path.join(dir(), "contact", `${stored.id}.json`), "utf8"))).toEqual({
      id: stored.id,
      reference: stored.reference,
      kind: "contact",
      receivedAt: "2026-11-01T10:00:00.000Z",
      data: contact,
    });
    expect(fs.readdirSync(path.join(dir(), ".tmp"))).toEqual([]);
  });

  it("keeps an application's resume next to it, with its size and checksum, under a name of our own", async () => {
    const stored = await saveApplication(dir(), application, {
      bytes: pdf,
      originalName: "../../etc/passwd.pdf",
      kind: { ext: "pdf", mime: "application/pdf" },
    });
    expect(files("applications")).toEqual([`${stored.id}.json`, `${stored.id}.resume.pdf`].sort());
    expect(stored.kind === "application" && stored.resume).toMatchObject({
      size: pdf.byteLength,
      type: "application/pdf",
      originalName: "../../etc/passwd.pdf",
    });
    expect(fs.readFileSync(path.join(dir(), "applications", `${stored.id}.resume.pdf`))).toEqual(Buffer.from(pdf));
  });

  it("keeps and sends the candidate's file name ending in the type its content proved", async () => {
    const stored = await saveApplication(dir(), application, {
      bytes: pdf,
      originalName: "cv.exe",
      kind: { ext: "pdf", mime: "application/pdf" },
    });
    expect(stored.kind === "application" && stored.resume.originalName).toBe("cv.pdf");
    expect(nameOfKind("Resume 2026", { ext: "docx", mime: "" })).toBe("Resume 2026.docx");
    expect(nameOfKind(".pdf", { ext: "doc", mime: "" })).toBe(".pdf.doc");
  });

  it("lists newest first and purges only what is older than the cutoff, resumes included", async () => {
    const old = await saveApplication(
      dir(),
      application,
      { bytes: pdf, originalName: "cv.pdf", kind: { ext: "pdf", mime: "application/pdf" } },
      { now: new Date("2026-01-01T00:00:00Z") },
    );
    const recent = await saveContact(dir(), contact, { now: new Date("2026-11-01T00:00:00Z") });
    const unreadable = jest.fn();
    expect((await listSubmissions(dir(), unreadable)).map((submission) => submission.id)).toEqual([recent.id, old.id]);
    const removed = await purgeSubmissions(dir(), new Date("2026-06-01T00:00:00Z"), { onUnreadable: unreadable });
    expect(unreadable).not.toHaveBeenCalled();
    expect(removed.map((submission) => submission.id)).toEqual([old.id]);
    expect(files("applications")).toEqual([]);
    expect(files("contact")).toEqual([`${recent.id}.json`]);
  });

  it("leaves nothing behind, resume included, when what is written alongside the record fails", async () => {
    const failing = {
      write: async () => {
        fs.writeFileSync(path.join(dir(), "half-written"), "x");
        throw new Error("ENOSPC: no space left on device");
      },
      undo: async () => fs.rmSync(path.join(dir(), "half-written"), { force: true }),
    };
    await expect(
      saveApplication(
        dir(),
        application,
        { bytes: pdf, originalName: "cv.pdf", kind: { ext: "pdf", mime: "application/pdf" } },
        { alongside: failing },
      ),
    ).rejects.toThrow("ENOSPC");
    expect(files("applications")).toEqual([]);
    expect(fs.readdirSync(dir()).sort()).toEqual([".tmp", "applications"]);
  });
});
