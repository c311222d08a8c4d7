import { act, renderHook } from "@testing-library/react";
import type { ChangeEvent, FormEvent } from "react";
import { EMPTY_CONTACT, useContactForm } from "../../src/hooks/use-contact-form";
import site from "../../data/site.json";

const { contactSendingMs, contactSuccessMs } = site.constants;
const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent<HTMLFormElement>;
const typed = (name: string, value: string) => ({ target: { name, value } }) as ChangeEvent<HTMLInputElement>;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("useContactForm", () => {
  it(`is sending for ${contactSendingMs} ms, sent for ${contactSuccessMs} ms, then idle with the values cleared`, async () => {
    const { result } = renderHook(() => useContactForm({ sendingMs: contactSendingMs, successMs: contactSuccessMs }));
    act(() => result.current.change(typed("name", "Asha")));
    expect(result.current.values.name).toBe("Asha");

    const event = submitEvent();
    await act(async () => void result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.status).toBe("sending");

    await act(async () => jest.advanceTimersByTime(contactSendingMs - 1));
    expect(result.current.status).toBe("sending");
    await act(async () => jest.advanceTimersByTime(1));
    expect(result.current.status).toBe("sent");
    expect(result.current.values).toEqual(EMPTY_CONTACT);

    await act(async () => jest.advanceTimersByTime(contactSuccessMs - 1));
    expect(result.current.status).toBe("sent");
    await act(async () => jest.advanceTimersByTime(1));
    expect(result.current.status).toBe("idle");
  });

  it("hands the values to a custom send, and keeps them when it fails", async () => {
    const send = jest.fn().mockRejectedValue(new Error("offline"));
    const { result } = renderHook(() => useContactForm({ sendingMs: 1, successMs: 1, send }));
    act(() => result.current.change(typed("subject", "Website")));
    await act(async () => result.current.submit(submitEvent()));
    expect(send).toHaveBeenCalledWith({ ...EMPTY_CONTACT, subject: "Website" });
    expect(result.current.status).toBe("failed");
    expect(result.current.values.subject).toBe("Website");
  });
});
