/** @jest-environment node */
import site from "../../../data/site.json";
import {
  applicationSchema,
  EXPERIENCE_BANDS,
  RESUME_MAX_BYTES,
  resumeFileError,
  resumeMismatchMessage,
} from "../../../shared/form-rules/application-schema";
import { normaliseWebUrl, validateForm } from "../../../shared/form-rules/fields";
import { validApplicationPost } from "./valid-posts";

const valid = validApplicationPost;

describe("the application form's rules (required fields plus consent)", () => {
  it("accepts the required fields with consent, as a multipart form sends them", () => {
    const result = validateForm(applicationSchema, valid);
    expect(result.success && result.output).toMatchObject({ ...valid, consent: true, portfolioUrl: "", startDate: "" });
  });

  it("names every missing required field, consent included", () => {
    const result = validateForm(applicationSchema, {});
    expect(!result.success && Object.keys(result.errors).sort()).toEqual([
      "consent",
      "coverLetter",
      "email",
      "experience",
      "fullName",
      "jobSlug",
      "location",
      "phone",
    ]);
  });

  it("takes consent as a ticked checkbox or true, and nothing else", () => {
    for (const consent of ["on", "true", true, "yes"])
      expect(validateForm(applicationSchema, { ...valid, consent }).success).toBe(true);
    for (const consent of ["", "off", false, "no"]) {
      expect(validateForm(applicationSchema, { ...valid, consent })).toMatchObject({
        success: false,
        errors: { consent: expect.stringMatching(/agree/) },
      });
    }
  });

  it("offers the spec's experience bands and refuses others", () => {
    expect(EXPERIENCE_BANDS).toEqual(["0-2", "3-5", "5-7", "7+"]);
    expect(validateForm(applicationSchema, { ...valid, experience: "10+" })).toMatchObject({
      success: false,
      errors: { experience: expect.any(String) },
    });
  });

  it("wants full web addresses for portfolio, LinkedIn and GitHub, when given", () => {
    const links = {
      portfolioUrl: "https://jane.dev",
      linkedin: "https://www.linkedin.com/in/jane",
      github: "https://github.com/jane",
    };
    expect(validateForm(applicationSchema, { ...valid, ...links }).success).toBe(true);
    const result = validateForm(applicationSchema, {
      ...valid,
      portfolioUrl: "jane",
      linkedin: "javascript:alert(1)",
      github: "ftp://github.com/x",
    });
    expect(!result.success && result.errors).toEqual({
      portfolioUrl: "Enter your portfolio as a web address, like yourname.com or https://yourname.com.",
      linkedin: "Enter your LinkedIn profile as a web address, like linkedin.com/in/your-name.",
      github: "Enter your GitHub profile as a web address, like github.com/your-name.",
    });
  });

  it("takes a web address as people type it, and keeps it with https://", () => {
    const typed = { portfolioUrl: "jane.dev", linkedin: "linkedin.com/in/jane", github: " www.github.com/jane " };
    const result = validateForm(applicationSchema, { ...valid, ...typed });
    expect(result.success && [result.output.portfolioUrl, result.output.linkedin, result.output.github]).toEqual([
      "https://jane.dev",
      "https://linkedin.com/in/jane",
      "https://www.github.com/jane",
    ]);
    expect(normaliseWebUrl("http://example.com/x")).toBe("http://example.com/x");
    expect(normaliseWebUrl("//example.com")).toBe("https://example.com");
    expect(normaliseWebUrl("my site")).toBe("my site");
    expect(normaliseWebUrl("")).toBe("");
  });

  it("names a file whose content is not what its name says", () => {
    expect(resumeMismatchMessage("cv.pdf")).toMatch(/^This file is not a real PDF document: its name ends in \.pdf/);
    expect(resumeMismatchMessage("CV.DOCX")).toMatch(/^This file is not a real Word \(DOCX\) document/);
    expect(resumeMismatchMessage("cv.exe")).toBe("Attach a PDF, DOC or DOCX file.");
  });

  it("takes the start date as a real calendar date", () => {
    expect(validateForm(applicationSchema, { ...valid, startDate: "2027-02-01" }).success).toBe(true);
    expect(validateForm(applicationSchema, { ...valid, startDate: "2027-02-30" }).success).toBe(false);
    expect(validateForm(applicationSchema, { ...valid, startDate: "next week" }).success).toBe(false);
  });

  it("limits the cover letter to 10,000 characters", () => {
    expect(validateForm(applicationSchema, { ...valid, coverLetter: "x".repeat(10_001) })).toMatchObject({
      success: false,
      errors: { coverLetter: expect.any(String) },
    });
  });
});

describe("the resume check the browser makes before uploading", () => {
  it(`uses the limit in data/site.json (${site.constants.resumeMaxBytes} bytes)`, () => {
    expect(RESUME_MAX_BYTES).toBe(site.constants.resumeMaxBytes);
    expect(resumeFileError({ name: "cv.pdf", size: RESUME_MAX_BYTES })).toBeUndefined();
    expect(resumeFileError({ name: "cv.pdf", size: RESUME_MAX_BYTES + 1 })).toBe(
      "The file is larger than 5 MB. Attach a smaller PDF, DOC or DOCX.",
    );
  });

  it("asks for a file, a non-empty one, named .pdf, .doc or .docx", () => {
    expect(resumeFileError(null)).toBe("Attach your resume or CV.");
    expect(resumeFileError({ name: "cv.pdf", size: 0 })).toMatch(/empty/);
    expect(resumeFileError({ name: "cv.exe", size: 10 })).toBe("Attach a PDF, DOC or DOCX file.");
    for (const name of ["CV.PDF", "cv.doc", "cv.docx"]) expect(resumeFileError({ name, size: 10 })).toBeUndefined();
  });
});
