/** @jest-environment node */
import { hoistEmotionStyles } from "../../gatsby/hoist-styles";

describe("hoistEmotionStyles", () => {
  it("moves Emotion's style elements from <body> into <head>, once each, keeping their order", () => {
    const html =
      '<html><head><title>t</title></head><body><div><style data-emotion="css abc">.css-abc{color:red}</style><p class="css-abc">x</p>' +
      '<style data-emotion="css def">.css-def{margin:0}</style><style data-emotion="css abc">.css-abc{color:red}</style></div></body></html>';
    expect(hoistEmotionStyles(html)).toBe(
      '<html><head><title>t</title><style data-emotion="css abc">.css-abc{color:red}</style><style data-emotion="css def">.css-def{margin:0}</style></head>' +
        '<body><div><p class="css-abc">x</p></div></body></html>',
    );
  });

  it("leaves a page without Emotion styles unchanged", () => {
    const html = "<html><head></head><body><style>p{}</style></body></html>";
    expect(hoistEmotionStyles(html)).toBe(html);
  });
});
