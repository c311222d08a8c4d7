/** @jest-environment node */
import { checkResumeLink, resumeExpiry, resumeFileName, resumeLink } from "../../../server/submissions/resume-link";
import type { Submission } from "../../../server/submissions/store";

const LINKS = { secret: "s".repeat(32), baseUrl: "https://www.example.com" };
const application = (talentPool = false) =>
  ({
    id: "20261125T090000000Z-1a1b2c3d",
    kind: "application",
    receivedAt: "2026-11-25T09:00:00.000Z",
    data: { fullName: "Jürgen Müller / <x>", talentPool },
    resume: { file: "20261125T090000000Z-1a1b2c3d.resume.pdf", originalName: "cv.exe", type: "application/pdf" },
  }) as unknown as Submission & { kind: "application" };

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("a résumé link", () => {
  it("expires with its application: 180 days after receipt, 730 with the future-openings consent", () => {
    expect(resumeExpiry(application()).toISOString()).toBe("2027-05-24T09:00:00.000Z");
    expect(resumeExpiry(application(true)).toISOString()).toBe("2028-11-24T09:00:00.000Z");
    expect(resumeLink(application(), LINKS).expiresAt).toBe("2027-05-24T09:00:00.000Z");
  });

  it("is valid as signed, until it expires", () => {
    const { url } = resumeLink(application(), LINKS);
    expect(url.startsWith("https://www.example.com/api/resumes/20261125T090000000Z-1a1b2c3d?")).toBe(true);
    const id = application().id;
    expect(checkResumeLink(id, queryOf(url), LINKS.secret, new Date("2027-05-24T08:59:59Z"))).toBe("valid");
    expect(checkResumeLink(id, queryOf(url), LINKS.secret, new Date("2027-05-24T09:00:00Z"))).toBe("expired");
  });

  it("is refused with another id, a later expiry, another secret or no signature", () => {
    const query = queryOf(resumeLink(application(), LINKS).url);
    const id = application().id;
    expect(checkResumeLink("20261125T090000000Z-ffffffff", query, LINKS.secret)).toBe("forged");
    expect(checkResumeLink(id, { ...query, expires: String(Number(query.expires) + 1) }, LINKS.secret)).toBe("forged");
    expect(checkResumeLink(id, query, "t".repeat(32))).toBe("forged");
    expect(checkResumeLink(id, { expires: query.expires }, LINKS.secret)).toBe("forged");
    expect(checkResumeLink(id, { expires: ["1", "2"], signature: query.signature }, LINKS.secret)).toBe("forged");
  });

  it("downloads under the candidate's name with the type the content proved, never the uploaded name", () => {
    expect(resumeFileName(application())).toBe("Jürgen_Müller_x_-resume.pdf");
  });
});
