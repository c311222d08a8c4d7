/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { RESUME_MESSAGES } from "../../../../shared/form-rules/application-schema";
import { judgeBytes } from "../../../../server/submissions/resume/judge";
import {
  DOC_BROKEN,
  DOCX_ENCODED,
  DOCX_ENCODED_CLEAN,
  docxBomb,
  PDF_ENCODED,
  PDF_ENCODED_CLEAN,
  pdfBomb,
} from "../../../fixtures/resume-corpus";

const refused = { error: expect.any(String) };
const accepted = (ext: string) => ({ kind: expect.objectContaining({ ext }) });

describe("the judge reads a Word package as Word does: references decoded, names by namespace", () => {
  it.each(Object.entries(DOCX_ENCODED))("refuses %s", async (_name, bytes) => {
    const judgement = await judgeBytes(bytes);
    expect(judgement).toEqual(refused);
    expect(judgement).not.toEqual({ error: RESUME_MESSAGES.tooLarge });
  });

  it("accepts a harmless package written with prefixes and character references", async () => {
    expect(await judgeBytes(DOCX_ENCODED_CLEAN)).toEqual(accepted("docx"));
  });
});

describe("the judge decodes every PDF filter and predictor, and refuses what it cannot read", () => {
  it.each(Object.entries(PDF_ENCODED))("refuses %s", async (_name, make) => {
    expect(await judgeBytes(make())).toEqual(refused);
  });

  it("accepts a harmless object stream under ASCIIHex, Flate and a PNG predictor", async () => {
    expect(await judgeBytes(PDF_ENCODED_CLEAN())).toEqual(accepted("pdf"));
  });
});

describe("the judge walks a Compound File's chains with cycle and bounds checks", () => {
  it.each(Object.entries(DOC_BROKEN))("refuses %s", async (_name, make) => {
    expect(await judgeBytes(make())).toEqual({ error: RESUME_MESSAGES.wrongType });
  });
});

describe("a bomb costs the judge its budget, not the file's inflated size", () => {
  it.each([
    ["a PDF whose object stream inflates to 4 GiB", () => pdfBomb(4)],
    ["a DOCX whose content types inflate to 4 GiB", () => docxBomb(4)],
  ])("refuses %s within 3 s (about 0.1 s quiet), its memory growing by less than 64 MB", async (_name, make) => {
    const bytes = make();
    const before = process.memoryUsage().rss;
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    const judgement = await judgeBytes(bytes);
    clearInterval(watch);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(judgement).toEqual(refused);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((peak - before) / 1024 / 1024).toBeLessThan(64);
  });
});

/** Made by the programs candidates use (how: __tests__/fixtures/resumes/README.md). */
const REAL = path.join(__dirname, "../../../fixtures/resumes");
describe("résumés from real generators are accepted", () => {
  it.each([
    ["cv-pandoc.docx", "docx"],
    ["cv-libreoffice.docx", "docx"],
    ["cv-libreoffice.doc", "doc"],
    ["cv-libreoffice.pdf", "pdf"],
    ["cv-chromium.pdf", "pdf"],
    ["cv-chromium-tagged.pdf", "pdf"],
    ["cv-qpdf-objstm.pdf", "pdf"],
    ["cv-qpdf-linearized.pdf", "pdf"],
  ])("accepts %s", async (file, ext) => {
    expect(await judgeBytes(fs.readFileSync(path.join(REAL, file)))).toEqual(accepted(ext));
  });
});
