import { act, renderHook } from "@testing-library/react";
import type { FormEvent } from "react";
import { track } from "../../src/analytics/consent";
import { SubmissionError } from "../../src/forms/client";
import { CONTACT_FIELDS } from "../../shared/form-rules/controls";
import { useSubmission } from "../../src/hooks/use-submission";
import { controlledRequest } from "../helpers/controlled-request";

jest.mock("../../src/analytics/consent", () => ({ track: jest.fn() }));

const form = document.createElement("form");
const submitEvent = () => ({ preventDefault: jest.fn(), currentTarget: form }) as unknown as FormEvent<HTMLFormElement>;

describe("useSubmission", () => {
  it("hands its analytics event to the consent gate once the server has accepted, never for a refused submission", async () => {
    const request = controlledRequest();
    const event = { name: "application_submitted", params: { job_slug: "data-analyst", department: "Data Science" } };
    const { result } = renderHook(() => useSubmission({ controls: CONTACT_FIELDS, send: request.send, event }));
    await act(async () => void result.current.submit(submitEvent()));
    await act(async () => request.refuse(new SubmissionError("Try again later.")));
    expect(track).not.toHaveBeenCalled();
    await act(async () => void result.current.submit(submitEvent()));
    expect(track).not.toHaveBeenCalled();
    await act(async () => request.answer());
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith("application_submitted", {
      job_slug: "data-analyst",
      department: "Data Science",
    });
  });

  it("is sending for as long as the request, then sent; a second submit meanwhile sends nothing", async () => {
    const request = controlledRequest();
    const onSent = jest.fn();
    const { result } = renderHook(() => useSubmission({ controls: CONTACT_FIELDS, send: request.send, onSent }));
    const event = submitEvent();
    await act(async () => void result.current.submit(event));
    // eslint-disable-next-line @typescript-eslint/unbound-method -- a mock, inspected rather than called.
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.status).toBe("sending");
    await act(async () => void result.current.submit(submitEvent()));
    expect(request.send).toHaveBeenCalledTimes(1);
    expect(request.send).toHaveBeenCalledWith(form, expect.any(Function));

    await act(async () => request.answer());
    expect(result.current.status).toBe("sent");
    expect(onSent).toHaveBeenCalledTimes(1);
    await act(async () => onSent.mock.calls[0][0]());
    expect(result.current.status).toBe("idle");
  });

  it("tells the visitor while the form is sent again by itself, and stops telling once it is answered", async () => {
    const request = controlledRequest();
    const { result } = renderHook(() => useSubmission({ controls: CONTACT_FIELDS, send: request.send }));
    await act(async () => void result.current.submit(submitEvent()));
    expect(result.current.notice).toBeNull();
    await act(async () =>
      request.send.mock.calls[0][1]!("The server is busy for a moment. Sending again in 2 seconds…"),
    );
    expect([result.current.status, result.current.notice]).toEqual([
      "sending",
      "The server is busy for a moment. Sending again in 2 seconds…",
    ]);
    await act(async () => request.answer());
    expect([result.current.status, result.current.notice]).toEqual(["sent", null]);
  });

  it("keeps the server's words for the whole form, and a refused control's message at that control until it changes", async () => {
    const request = controlledRequest();
    const { result } = renderHook(() => useSubmission({ controls: CONTACT_FIELDS, send: request.send }));
    await act(async () => void result.current.submit(submitEvent()));
    await act(async () =>
      request.refuse(new SubmissionError("Too many submissions. Please try again in 10 minute(s).")),
    );
    expect(result.current).toMatchObject({
      status: "failed",
      message: "Too many submissions. Please try again in 10 minute(s).",
      fieldErrors: {},
    });

    await act(async () => void result.current.submit(submitEvent()));
    expect(result.current.message).toBeNull();
    await act(async () =>
      request.refuse(
        new SubmissionError("x", { email: "Enter a valid email address.", website: "Leave this field empty." }),
      ),
    );
    expect(result.current).toMatchObject({
      status: "failed",
      message: "Leave this field empty.",
      fieldErrors: { email: "Enter a valid email address." },
    });
    act(() => result.current.clearError("email"));
    expect(result.current.fieldErrors).toEqual({});
  });

  it("sends nothing while the form is not ready, and gives no message for a failure not written for visitors", async () => {
    const request = controlledRequest();
    let ready = false;
    const { result } = renderHook(() =>
      useSubmission({ controls: CONTACT_FIELDS, send: request.send, ready: () => ready }),
    );
    await act(async () => void result.current.submit(submitEvent()));
    expect(request.send).not.toHaveBeenCalled();
    expect(result.current.status).toBe("idle");
    ready = true;
    await act(async () => void result.current.submit(submitEvent()));
    await act(async () => request.refuse(new TypeError("x is undefined")));
    expect(result.current).toMatchObject({ status: "failed", message: null });
  });
});
