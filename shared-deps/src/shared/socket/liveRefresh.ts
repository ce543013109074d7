/**
 * Live permission changes (issue 12 item 4): the server pushes `refresh` to every open portal of
 * a user whose menus or permission codes changed, and the portal loads the current user again.
 * Saving a role's authorisation may push several times in a row, and one save may reach a
 * thousand portals at once: so one load covers every push that arrived before it starts, a push
 * during a load gets exactly one more load after it, and each portal waits a random part of a
 * second before asking, so the server is not met by every portal in the same instant.
 */

/** The quiet part of the wait: later pushes of the same save arrive within it. */
export const REFRESH_QUIET_MS = 250;
/** The random part of the wait, spreading the loads of many portals. */
export const REFRESH_SPREAD_MS = 750;

export interface RefreshEnvironment {
  /** Loads the user info again; its failure is the loader's to report. */
  load: () => Promise<unknown>;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  random?: () => number;
}

export interface RefreshScheduler {
  /** A `refresh` arrived. */
  request(): void;
  /** The session ended: forget what is pending. */
  cancel(): void;
}

export function createRefreshScheduler(env: RefreshEnvironment): RefreshScheduler {
  const random = env.random ?? Math.random;
  let timer: unknown = null;
  let loading = false;
  let again = false;

  function schedule(): void {
    timer = env.setTimeout(run, REFRESH_QUIET_MS + Math.round(random() * REFRESH_SPREAD_MS));
  }

  function run(): void {
    timer = null;
    loading = true;
    env
      .load()
      .catch(() => undefined)
      .finally(() => {
        loading = false;
        if (!again) return;
        again = false;
        if (timer === null) schedule();
      });
  }

  return {
    request() {
      if (loading) again = true; // the load under way may have read the data before this change
      else if (timer === null) schedule(); // a pending load has not read anything yet: it covers this one
    },
    cancel() {
      if (timer !== null) env.clearTimeout(timer);
      timer = null;
      again = false;
    },
  };
}
