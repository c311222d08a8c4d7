import { leadSource, rememberLeadSource } from "../../src/forms/lead-source";

beforeEach(() => window.sessionStorage.clear());

describe("lead source", () => {
  it("keeps the campaign parameters of the page where the visit began, and nothing else", () => {
    rememberLeadSource("?utm_source=linkedin&utm_campaign=autumn&department=Design&ref=%20newsletter%20");
    expect(leadSource()).toEqual({ utm_source: "linkedin", utm_campaign: "autumn", ref: "newsletter" });
    expect(document.cookie).toBe("");
  });

  it("is not changed by later pages of the visit, with or without parameters", () => {
    rememberLeadSource("?utm_source=linkedin");
    rememberLeadSource("?utm_source=google&utm_medium=cpc");
    rememberLeadSource("");
    expect(leadSource()).toEqual({ utm_source: "linkedin" });
  });

  it("is empty for a direct visit, even when a later page carries parameters", () => {
    rememberLeadSource("");
    rememberLeadSource("?utm_source=google");
    expect(leadSource()).toEqual({});
  });

  it("keeps at most 100 characters of a value, and ignores what it did not write", () => {
    rememberLeadSource(`?utm_campaign=${"x".repeat(150)}`);
    expect(leadSource().utm_campaign).toHaveLength(100);
    window.sessionStorage.setItem("lead-source", "{not json");
    expect(leadSource()).toEqual({});
  });
});
