// Work done while the browser is idle (issue 18's budget: the flow designer's node drawer and its
// sections are made before the first node is chosen, not when it is). One task per idle period,
// started only when the period has a few milliseconds left, so the work never delays a frame or
// the designer's first paint; a timer where requestIdleCallback is missing.

/** The least time left in an idle period for a task to start in it (else it waits for the next). */
export const IDLE_SLICE_MS = 8;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once in an idle period with at least IDLE_SLICE_MS left; answers a cancel. */
export function whenIdle(task: () => void): () => void {
  const view = window as IdleWindow;
  let cancelled = false;
  let handle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const request = view.requestIdleCallback;
  const cancelRequest = view.cancelIdleCallback;
  if (!request || !cancelRequest) {
    timer = setTimeout(() => {
      if (!cancelled) task();
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }
  const ask = () => {
    handle = request.call(view, (deadline) => {
      if (cancelled) return;
      if (deadline.timeRemaining() < IDLE_SLICE_MS) ask();
      else task();
    });
  };
  ask();
  return () => {
    cancelled = true;
    cancelRequest.call(view, handle);
  };
}
