/**
 * A component's chunk that failed to arrive (a dropped connection, a server restarting under a
 * deploy) is fetched again: webpack forgets a failed chunk, so a second import asks the network
 * anew. Without this, every element of that component stayed hidden (hideUndefined.ts) and dead
 * for the rest of the page's life, a click on it answered by nothing.
 */
export const RETRY_DELAYS_MS: readonly number[] = [500, 2000];

export async function loadWithRetries(
  load: () => Promise<void>,
  onRetry: (error: unknown, attempt: number) => void,
  delays: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await load();
      return;
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      onRetry(error, attempt + 1);
      await wait(delay);
    }
  }
}
