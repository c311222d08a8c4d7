import { leadSource, rememberLeadSource, rememberLeadSourceLater } from "../../src/forms/lead-source";

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

  describe("on the page the visit arrives on", () => {
    afterEach(() => jest.useRealTimers());

    it("leaves sessionStorage alone while the visitor stays, and keeps the landing page's parameters when the page is left", () => {
      const getItem = jest.spyOn(Storage.prototype, "getItem");
      rememberLeadSourceLater("?utm_source=linkedin");
      jest.useFakeTimers();
      jest.runAllTimers();
      expect(getItem).not.toHaveBeenCalled();
      window.dispatchEvent(new Event("pagehide"));
      getItem.mockRestore();
      expect(JSON.parse(window.sessionStorage.getItem("lead-source") ?? "null")).toEqual({ utm_source: "linkedin" });
    });

    it("keeps them when the page is hidden (a phone may discard a hidden tab without pagehide), once", () => {
      const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
      rememberLeadSourceLater("?utm_source=linkedin");
      document.dispatchEvent(new Event("visibilitychange"));
      visibility.mockRestore();
      expect(JSON.parse(window.sessionStorage.getItem("lead-source") ?? "null")).toEqual({ utm_source: "linkedin" });
      const setItem = jest.spyOn(Storage.prototype, "setItem");
      window.dispatchEvent(new Event("pagehide"));
      expect(setItem).not.toHaveBeenCalled();
      setItem.mockRestore();
    });

    it("gives a form sent before then the landing page's parameters, kept once", () => {
      rememberLeadSourceLater("?utm_source=linkedin");
      expect(leadSource()).toEqual({ utm_source: "linkedin" });
      rememberLeadSource("?utm_source=google");
      window.dispatchEvent(new Event("pagehide"));
      expect(leadSource()).toEqual({ utm_source: "linkedin" });
    });

    it("gives them to a form whose island carries its own copy of this module", () => {
      rememberLeadSourceLater("?utm_source=newsletter");
      let island!: typeof import("../../src/forms/lead-source");
      jest.isolateModules(() => {
        island = jest.requireActual("../../src/forms/lead-source");
      });
      expect(island.leadSource()).toEqual({ utm_source: "newsletter" });
    });
  });
});
