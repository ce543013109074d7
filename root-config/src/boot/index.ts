// Built by scripts/build.ts as a plain script (not a SystemJS module): see startAfterFirstPaint.ts.
import { applyTheme, fetchFinished, THEME_LINK_ID } from './applyTheme';
import { startAfterFirstPaint } from './startAfterFirstPaint';

declare const System: { import(name: string): Promise<unknown> };

startAfterFirstPaint({
  importRootConfig: () => applyTheme(document.getElementById(THEME_LINK_ID) as HTMLLinkElement | null, fetchFinished).then(() => System.import('@atrium/root-config')),
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  hidden: () => document.visibilityState === 'hidden',
  // What SystemJS printed for a failed systemjs-module script, so a broken map still says why.
  reportFailure: (error) => console.error('@atrium: the root config could not be loaded.', error),
});
