import { useEffect, useState, type ComponentType } from "react";
import { consentNeeded, startConsent, subscribeBanner, type BannerState } from "../../analytics/consent";

type Choice = typeof import("./consent-choice").ConsentChoice;

/**
 * The analytics question, asked on the first visit when a measurement id is set, and again from the
 * footer's "Cookie settings". Rendered only in the browser, after the `preferences` cookie has been
 * read: the server's HTML and the first render have none of it but an empty wrapper. Its markup and styles are a chunk of
 * their own, loaded only when it shows, so a visitor who has answered downloads none of it.
 */
export function ConsentBanner({
  measurementId,
  consent,
}: {
  measurementId: string;
  consent: Parameters<Choice>[0]["texts"];
}) {
  const [state, setState] = useState<BannerState>({ open: false, focus: false });
  const [Choice, setChoice] = useState<ComponentType<Parameters<Choice>[0]> | null>(null);
  const enabled = consentNeeded(measurementId);

  useEffect(() => {
    if (!enabled) return undefined;
    const unsubscribe = subscribeBanner(setState);
    startConsent(measurementId);
    return unsubscribe;
  }, [enabled, measurementId]);

  useEffect(() => {
    if (state.open && !Choice) void import("./consent-choice").then((module) => setChoice(() => module.ConsentChoice));
  }, [state.open, Choice]);

  if (!enabled) return null;
  return state.open && Choice ? <Choice texts={consent} focus={state.focus} /> : null;
}
