// The page's only entry script besides SystemJS (index.html loads it deferred, after system.js):
// it imports the root config once the browser has painted the document. On /login the document
// already holds the sign-in form as plain HTML; on loopback the preloaded bundles arrived so fast
// that running them (React, i18next, the shell) came before the form's first paint and held it
// back. One frame later costs the portal nothing it could show sooner.

interface Environment {
  importRootConfig: () => Promise<unknown>;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** A hidden tab paints no frame (and runs no animation frame) until it is shown. */
  hidden: () => boolean;
  reportFailure: (error: unknown) => void;
}

export function startAfterFirstPaint(env: Environment): void {
  const start = (): void => {
    env.importRootConfig().catch(env.reportFailure);
  };
  if (env.hidden()) {
    start();
    return;
  }
  // The animation frame runs just before the frame is painted; the task queued from it, after.
  env.requestAnimationFrame(() => env.setTimeout(start, 0));
}
