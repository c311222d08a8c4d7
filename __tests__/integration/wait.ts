/** Waiting in integration tests: for a condition the server brings about, never for a fixed time. */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls until `condition` holds. The server's log reaches the test through a pipe, and its
 * outbox works in the background: a line or a file may come a little after the HTTP answer.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${condition.toString()}`);
    await sleep(25);
  }
}
