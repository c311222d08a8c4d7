/** What of a webhook receiver's answer is read: enough for the connection to be reused, no more. */
export const WEBHOOK_ANSWER_MAX_BYTES = 64 * 1024;

/**
 * Reads and throws away a receiver's answer up to `maxBytes`, then cancels it (the connection is
 * closed): an answer of 800 MB costs nothing but its first bytes, never the process's memory.
 */
export async function discardAnswer(response: Response, maxBytes = WEBHOOK_ANSWER_MAX_BYTES): Promise<void> {
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = response.body?.getReader();
  if (!reader) return;
  let read = 0;
  try {
    while (read <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // An answer cut short is an answer read.
  }
}
