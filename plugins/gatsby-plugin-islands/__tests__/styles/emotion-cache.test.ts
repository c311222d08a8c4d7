import { serializeStyles } from "@emotion/serialize";
import { insertStyles } from "@emotion/utils";
import { browserEmotionCache } from "../../src/styles/emotion-cache";
import { SERVER_STYLES_KEY } from "../../src/styles/server-styles";

// Emotion's cache internals the browser layer relies on (README, "Behaviours relied on"): a cache
// keyed "css" leaves a <style> under another key where the build put it, and a name marked in
// `cache.inserted` is not inserted again.
describe("the browser's Emotion cache on a server-rendered page", () => {
  it("leaves the server's style element alone and inserts no style the server sent", () => {
    const style = serializeStyles(["color: red;"]);
    document.head.innerHTML = `<style data-emotion="${SERVER_STYLES_KEY} ${style.name}" data-s="">.css-${style.name}{color:red;}</style>`;
    const serverStyle = document.head.firstElementChild;
    const cache = browserEmotionCache();
    expect(cache.inserted[style.name]).toBe(true);
    // What a hydrating component with this style does (@emotion/react renders through insertStyles).
    insertStyles(cache, style, false);
    // Nothing moved, nothing added: the page's styles do not change when the app starts.
    expect(document.head.children).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(serverStyle);
  });
});
