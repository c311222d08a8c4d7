/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RESUME_MESSAGES } from "../../../site/forms/application-schema";
import { judgeResume } from "../../../server/submissions/resume-content";
import {
  DOC,
  DOC_WITH_MACROS,
  DOCX,
  DOCX_WITH_EXE,
  DOCX_WITH_MACROS,
  EXE,
  OTHER_OLE2,
  PDF,
  ZIP_WITH_WORD_FOLDER,
} from "../../integration/fixtures";

describe("a résumé is judged by its structure", () => {
  it.each([
    ["a PDF", PDF, "pdf"],
    ["a DOC (a Compound File with a WordDocument stream)", DOC, "doc"],
    ["a DOCX (a package whose content types name its main document part)", DOCX, "docx"],
  ])("accepts %s", async (_name, bytes, ext) => {
    expect(await judgeResume(bytes)).toEqual({ kind: expect.objectContaining({ ext }) });
  });

  it.each([
    ["a Compound File that only holds the bytes 'WordDocument' inside a stream", OTHER_OLE2, RESUME_MESSAGES.wrongType],
    ["a zip with a word/ folder but no main document part", ZIP_WITH_WORD_FOLDER, RESUME_MESSAGES.wrongType],
    ["a DOCX carrying word/vbaProject.bin (macros)", DOCX_WITH_MACROS, RESUME_MESSAGES.active],
    ["a DOCX carrying an .exe", DOCX_WITH_EXE, RESUME_MESSAGES.active],
    ["a DOC with a Macros storage", DOC_WITH_MACROS, RESUME_MESSAGES.active],
    ["a program", EXE, RESUME_MESSAGES.wrongType],
    ["text that mentions %PDF- later on", Buffer.from("hello %PDF-1.4"), RESUME_MESSAGES.wrongType],
    ["the first bytes of a Compound File and nothing more", DOC.subarray(0, 600), RESUME_MESSAGES.wrongType],
    ["a truncated zip", DOCX.subarray(0, 40), RESUME_MESSAGES.wrongType],
  ])("refuses %s", async (_name, bytes, error) => {
    expect(await judgeResume(bytes)).toEqual({ error });
  });

  it("reads the file itself when given its path (an upload streamed to disk)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "resume-"));
    try {
      fs.writeFileSync(path.join(dir, "a"), DOCX);
      fs.writeFileSync(path.join(dir, "b"), DOCX_WITH_MACROS);
      fs.writeFileSync(path.join(dir, "c"), Buffer.alloc(6 * 1024 * 1024));
      expect(await judgeResume(path.join(dir, "a"))).toEqual({ kind: expect.objectContaining({ ext: "docx" }) });
      expect(await judgeResume(path.join(dir, "b"))).toEqual({ error: RESUME_MESSAGES.active });
      expect(await judgeResume(path.join(dir, "c"))).toEqual({ error: RESUME_MESSAGES.tooLarge, tooLarge: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
