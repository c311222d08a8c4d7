/** @jest-environment node */
import { hoistEmotionStyles } from "../../gatsby/hoist-styles";

describe("hoistEmotionStyles", () => {
  it("moves Emotion's component styles from <body> into one element in <head>, once each, keeping their order", () => {
    const html =
      '<html><head><title>t</title></head><body><div><style data-emotion="css abc">.css-abc{color:red}</style><p class="css-abc">x</p>' +
      '<style data-emotion="css def">.css-def{margin:0}</style><style data-emotion="css abc">.css-abc{color:red}</style></div></body></html>';
    expect(hoistEmotionStyles(html)).toBe(
      '<html><head><title>t</title><style data-emotion="css-ssr abc def" data-s="">.css-abc{color:red}.css-def{margin:0}</style></head>' +
        '<body><div><p class="css-abc">x</p></div></body></html>',
    );
  });

  it("keeps global styles as their own elements, first, so that Emotion's <Global> finds each by name", () => {
    const html =
      '<html><head></head><body><style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css abc">.css-abc{color:red}</style>' +
      '<style data-emotion="css-global g1">body{margin:0}</style><p class="css-abc">x</p></body></html>';
    expect(hoistEmotionStyles(html)).toBe(
      '<html><head><style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css-ssr abc" data-s="">.css-abc{color:red}</style></head>' +
        '<body><p class="css-abc">x</p></body></html>',
    );
  });

  it("leaves a page without Emotion styles unchanged", () => {
    const html = "<html><head></head><body><style>p{}</style></body></html>";
    expect(hoistEmotionStyles(html)).toBe(html);
  });
});
