import "@testing-library/jest-dom";

// jsdom lays nothing out and has no scrollIntoView; the browser tests check where things scroll to.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = () => undefined;
