import { useEffect, useState, type ComponentType } from "react";
import {
  CONSENT_ATTRIBUTE,
  consentNeeded,
  startConsent,
  subscribeBanner,
  type BannerState,
} from "../../browser/consent";
import { contents } from "../../../plugins/gatsby-plugin-islands/src";
import { useSiteContent } from "../../hooks/use-site-content";

type Choice = typeof import("./consent-choice").ConsentChoice;

/**
 * The analytics question, asked on the first visit when a measurement id is set, and again from the
 * footer's "Cookie settings". Rendered only in the browser, after the `preferences` cookie has been
 * read: the server's HTML and the first render have none of it but an empty wrapper. Its markup and styles are a chunk of
 * their own, loaded only when it shows, so a visitor who has answered downloads none of it.
 */
export function ConsentBanner() {
  const { analytics, consent } = useSiteContent();
  const [state, setState] = useState<BannerState>({ open: false, focus: false });
  const [Choice, setChoice] = useState<ComponentType<Parameters<Choice>[0]> | null>(null);
  const enabled = consentNeeded(analytics.measurementId);

  useEffect(() => {
    if (!enabled) return undefined;
    const unsubscribe = subscribeBanner(setState);
    startConsent(analytics.measurementId);
    return unsubscribe;
  }, [enabled, analytics.measurementId]);

  useEffect(() => {
    if (state.open && !Choice) void import("./consent-choice").then((module) => setChoice(() => module.ConsentChoice));
  }, [state.open, Choice]);

  // The empty wrapper in the server's HTML tells the page to start its app at once (browser/start.ts).
  if (!enabled) return null;
  return (
    <div {...{ [CONSENT_ATTRIBUTE]: "" }} css={contents}>
      {state.open && Choice ? <Choice texts={consent} focus={state.focus} /> : null}
    </div>
  );
}
