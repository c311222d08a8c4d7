import type { Metric } from "web-vitals";
import { onClientEntry } from "../gatsby-browser";
import { choose } from "../src/analytics/consent";
import { beaconReporter, reportWebVitals } from "../src/web-vitals";

jest.mock("web-vitals", () => {
  const observer = () => jest.fn();
  return { onCLS: observer(), onFCP: observer(), onINP: observer(), onLCP: observer(), onTTFB: observer() };
});

const metric = {
  name: "LCP",
  value: 1234.5,
  rating: "good",
  id: "v5-1",
  navigationType: "navigate",
  delta: 1234.5,
  entries: [],
} as Metric;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("web-vitals reporting", () => {
  const sendBeacon = jest.fn(() => true);
  const fetchSpy = jest.fn();
  beforeEach(() => {
    jest.clearAllMocks();
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    global.fetch = fetchSpy;
  });

  it("is off by default: with no endpoint configured the site loads nothing and sends nothing", async () => {
    delete process.env.GATSBY_WEB_VITALS_ENDPOINT;
    onClientEntry!({} as never, {} as never);
    await flush();
    const webVitals = jest.requireMock<Record<string, jest.Mock>>("web-vitals");
    for (const observe of Object.values(webVitals)) expect(observe).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("with GATSBY_WEB_VITALS_ENDPOINT set at build time, measures and sends only once the visitor accepts analytics, and stops when they withdraw", async () => {
    process.env.GATSBY_WEB_VITALS_ENDPOINT = "/api/vitals";
    onClientEntry!({} as never, {} as never);
    await flush();
    const { onLCP } = jest.requireMock<Record<string, jest.Mock>>("web-vitals");
    expect(onLCP).not.toHaveBeenCalled();
    choose("granted");
    await flush();
    delete process.env.GATSBY_WEB_VITALS_ENDPOINT;
    expect(onLCP).toHaveBeenCalledTimes(1);
    onLCP.mock.calls[0][0](metric);
    expect(sendBeacon).toHaveBeenCalledWith("/api/vitals", expect.stringContaining('"name":"LCP"'));
    choose("denied");
    onLCP.mock.calls[0][0](metric);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    document.cookie = "preferences=; Max-Age=0; Path=/";
  });

  it("runs the loader only when a reporter is supplied", async () => {
    const load = jest.fn();
    await expect(reportWebVitals(undefined, load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("with a reporter, observes CLS, FCP, INP, LCP and TTFB and hands each metric to it", async () => {
    const reporter = jest.fn();
    await expect(reportWebVitals(reporter)).resolves.toBe(true);
    const webVitals = jest.requireMock<Record<string, jest.Mock>>("web-vitals");
    for (const observe of Object.values(webVitals)) expect(observe).toHaveBeenCalledWith(reporter);
  });

  it("the beacon reporter posts the metric, with the page's path, to the configured endpoint only", () => {
    beaconReporter("/api/vitals")(metric);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe("/api/vitals");
    expect(JSON.parse(body)).toEqual({
      name: "LCP",
      value: 1234.5,
      rating: "good",
      id: "v5-1",
      navigationType: "navigate",
      path: "/",
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
