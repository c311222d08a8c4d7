import { formControls } from "../../src/forms/client";
import type { SendForm } from "../../src/hooks/use-submission";

/**
 * A request the test answers when it chooses: `send` takes the form as the page would post it,
 * `sent()` is what its controls held at that moment (as the page's client reads them), and
 * `answer()` / `refuse(error)` settle the request as the server would.
 */
export function controlledRequest() {
  const forms: FormData[] = [];
  let settle: { resolve: (receipt?: { id: string }) => void; reject: (error: unknown) => void } | undefined;
  const send = jest.fn<ReturnType<SendForm>, Parameters<SendForm>>(
    (form) =>
      new Promise<{ id: string } | void>((resolve, reject) => {
        forms.push(formControls(form));
        settle = { resolve, reject };
      }),
  );
  const pending = () => {
    if (!settle) throw new Error("nothing was sent");
    return settle;
  };
  return {
    send,
    sent: () => Object.fromEntries(forms.at(-1) ?? []),
    sentForm: () => forms.at(-1),
    /** Every form sent, in order (a retry sends the form again). */
    allSent: () => forms.map((form) => Object.fromEntries(form)),
    answer: (receipt?: { id: string }) => pending().resolve(receipt),
    refuse: (error: unknown) => pending().reject(error),
  };
}
