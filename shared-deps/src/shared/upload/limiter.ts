/**
 * A first-come first-served bound on concurrent work: the chunks in flight across every uploader
 * of the page share one, so two uploads at once do not double the requests on the wire.
 */
export interface Limiter {
  /** Runs `task` once a slot is free; a signal aborted while waiting gives the slot up unused. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
}

export function createLimiter(slots: number): Limiter {
  let active = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) next();
  };

  const acquire = (signal?: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      if (active < slots) {
        active += 1;
        return resolve();
      }
      const grant = () => {
        signal?.removeEventListener('abort', abandon);
        active += 1;
        resolve();
      };
      const abandon = () => {
        const index = queue.indexOf(grant);
        if (index >= 0) queue.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', abandon, { once: true });
      queue.push(grant);
    });

  return {
    async run(task, signal) {
      await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
  };
}
