/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RESUME_MESSAGES } from "../../../../shared/form-rules/application-schema";
import { closeResumeJudge, JUDGE_BUSY, JUDGE_QUEUE, judgeResume } from "../../../../server/submissions/resume/content";
import { rawPdf } from "../../../fixtures/resume-corpus";
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
} from "../../../integration/fixtures";
import {
  DOC_HOSTILE,
  DOCX_HOSTILE,
  DOCX_LONG_NAMES,
  DOCX_WITH_HYPERLINK,
  hostilePdfs,
  pdfOpeningOnFirstPage,
} from "../../../integration/hostile-files";

afterAll(closeResumeJudge);

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

describe("a résumé carries nothing active, and judging it is bounded", () => {
  it.each([...Object.entries(DOCX_HOSTILE), ...Object.entries(DOC_HOSTILE)])("refuses %s", async (_name, bytes) => {
    expect(await judgeResume(bytes, "cv.docx")).toEqual({
      error: expect.stringMatching(/macros|outside itself|complex/),
    });
  });

  it("refuses each PDF that runs, launches or carries something, or is not a PDF at all", async () => {
    const verdicts = Object.fromEntries(
      await Promise.all(
        Object.entries(await hostilePdfs()).map(async ([name, bytes]) => [name, await judgeResume(bytes, "cv.pdf")]),
      ),
    );
    expect(verdicts).toEqual({
      "a PE executable that starts with %PDF-": { error: expect.stringContaining("not a real PDF") },
      "HTML with a script that starts with %PDF-": { error: expect.stringContaining("not a real PDF") },
      "a PDF whose /OpenAction runs /JavaScript": { error: RESUME_MESSAGES.active },
      "a PDF whose /JavaScript is written with #xx escapes, lower case": { error: RESUME_MESSAGES.active },
      "a PDF whose script is in a compressed object stream": { error: RESUME_MESSAGES.active },
      "a PDF with /Launch": { error: RESUME_MESSAGES.active },
      "a PDF with an embedded file": { error: RESUME_MESSAGES.active },
    });
  });

  it("accepts a DOCX whose only external relationship is a hyperlink, and a PDF that opens on its first page", async () => {
    expect(await judgeResume(DOCX_WITH_HYPERLINK)).toEqual({ kind: expect.objectContaining({ ext: "docx" }) });
    expect(await judgeResume(await pdfOpeningOnFirstPage())).toEqual({ kind: expect.objectContaining({ ext: "pdf" }) });
  });

  it("refuses a part that claims to inflate to 1 GiB before inflating anything", async () => {
    expect(await judgeResume(DOCX_HOSTILE["a part that inflates to 1 GiB"])).toEqual({
      error: RESUME_MESSAGES.tooComplex,
    });
  });

  it("judges 40 part names of 65,000 characters in well under a second, with the event loop free meanwhile", async () => {
    let longestPause = 0;
    let last = performance.now();
    const watch = setInterval(() => {
      longestPause = Math.max(longestPause, performance.now() - last);
      last = performance.now();
    }, 5);
    const started = performance.now();
    const judgement = await judgeResume(DOCX_LONG_NAMES, "cv.docx");
    const took = performance.now() - started;
    clearInterval(watch);
    expect(judgement).toEqual({ error: RESUME_MESSAGES.tooComplex });
    expect(took).toBeLessThan(2_000); // the worker's start included; the old pattern took about 10 s here
    expect(longestPause).toBeLessThan(200);
  });

  it("gives up after its time limit, and the next file is judged as usual", async () => {
    expect(await judgeResume(DOCX_LONG_NAMES, "cv.docx", 1)).toEqual({ error: RESUME_MESSAGES.tooComplex });
    expect(await judgeResume(DOCX)).toEqual({ kind: expect.objectContaining({ ext: "docx" }) });
  });
});

describe("the judge's line is fair", () => {
  /** A clean PDF of 3,000 small objects: some tens of milliseconds of the judge's time. */
  const slowPdf = rawPdf(Array.from({ length: 3_000 }, (_, i) => `<< /Producer (x${i}) /K [1 2 3 (abc)] >>`));

  it("counts each file's time limit from the moment the judge starts on it, and turns the one past the line away as busy", async () => {
    const started = performance.now();
    const single = await judgeResume(slowPdf, "cv.pdf");
    const once = performance.now() - started;
    expect(single).toEqual({ kind: expect.objectContaining({ ext: "pdf" }) });
    // A limit each file meets alone, but that the last in line would pass while it waited.
    const limit = Math.round(Math.max(500, once * 3));
    const verdicts = await Promise.all(
      Array.from({ length: JUDGE_QUEUE + 2 }, () => judgeResume(slowPdf, "cv.pdf", limit)),
    );
    expect(verdicts.filter((verdict) => verdict === JUDGE_BUSY)).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict !== JUDGE_BUSY)).toEqual(
      Array(JUDGE_QUEUE + 1).fill({ kind: expect.objectContaining({ ext: "pdf" }) }),
    );
  }, 60_000);
});
