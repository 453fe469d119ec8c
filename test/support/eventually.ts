// Waiting on what runs beside a test (a workflow, a worker, a server's logs): `check` is retried
// until it passes or the time is up, when its last failure is the test's.

/** Retries `check` every 100 ms for up to `timeoutMs` real milliseconds. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** `eventually` with a file's own time limit. */
export const eventuallyWithin =
  (timeoutMs: number) =>
  (check: () => void | Promise<void>): Promise<void> =>
    eventually(check, timeoutMs);
