import { leadSource, rememberLeadSource, rememberLeadSourceWhenIdle } from "../../src/forms/lead-source";

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

  describe("at the start of the app", () => {
    afterEach(() => jest.useRealTimers());

    it("leaves sessionStorage alone until the browser is idle, then keeps the landing page's parameters", () => {
      jest.useFakeTimers(); // jsdom has no requestIdleCallback: the timer stands in for it
      const getItem = jest.spyOn(Storage.prototype, "getItem");
      rememberLeadSourceWhenIdle("?utm_source=linkedin");
      expect(getItem).not.toHaveBeenCalled();
      jest.runAllTimers();
      getItem.mockRestore();
      expect(JSON.parse(window.sessionStorage.getItem("lead-source") ?? "null")).toEqual({ utm_source: "linkedin" });
    });

    it("gives a form sent before then the landing page's parameters, kept once", () => {
      jest.useFakeTimers();
      rememberLeadSourceWhenIdle("?utm_source=linkedin");
      expect(leadSource()).toEqual({ utm_source: "linkedin" });
      rememberLeadSource("?utm_source=google");
      jest.runAllTimers();
      expect(leadSource()).toEqual({ utm_source: "linkedin" });
    });
  });
});
