// Counts which components rendered in each React commit, through the hook React DevTools uses
// (React calls it on every commit). Import this module before react-dom loads (first in the test).
// A component counts when it ran its render in the commit: mounted, or flagged PerformedWork; a
// subtree React skipped keeps its child fibers and is not walked.

/** The parts of a React fiber read here (React's internals; stable across React 18 and 19). */
interface Fiber {
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

const PERFORMED_WORK = 1;

let counting = false;
const counts = new Map<string, number>();

function nameOf(type: unknown): string | null {
  if (typeof type === 'function') return (type as { displayName?: string; name?: string }).displayName ?? (type as { name?: string }).name ?? null;
  return null;
}

function walk(first: Fiber | null): void {
  for (let fiber = first; fiber; fiber = fiber.sibling) {
    const before = fiber.alternate;
    const name = nameOf(fiber.type);
    if (name && (!before || (fiber.flags & PERFORMED_WORK) !== 0)) counts.set(name, (counts.get(name) ?? 0) + 1);
    // Children React did not visit are the very fibers of the previous commit.
    if (!before || fiber.child !== before.child) walk(fiber.child);
  }
}

(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  onCommitFiberRoot(_id: number, root: { current: Fiber }) {
    if (counting) walk(root.current.child);
  },
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
};

/** Renders per component name from now until the returned function is called. */
export function countRenders(): () => Map<string, number> {
  counts.clear();
  counting = true;
  return () => {
    counting = false;
    return new Map(counts);
  };
}
