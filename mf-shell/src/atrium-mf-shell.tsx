// Lifecycles of the shell application: an error boundary and a lazily loaded root, nothing else.
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorPanel } from '@atrium/ui';
import { registerSignInTranslations } from './i18n';

// The root and the first route's frame load during bootstrap, so the first render shows the
// page itself, never an empty fallback that React would then hold on screen (see preloadFrame).
let ShellRoot: ComponentType | null = null;
async function loadShellRoot(): Promise<void> {
  const module = await import(/* webpackChunkName: "shell-root" */ './ShellRoot');
  await module.preloadFrame(window.location.pathname);
  ShellRoot = module.default;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => (ShellRoot ? <ShellRoot /> : null),
  errorBoundary: (error: Error) => <ErrorPanel error={error} onRetry={() => window.location.reload()} />,
  domElementGetter: () => document.getElementById('atrium-root') ?? document.body,
});

export const bootstrap = [() => Promise.all([registerSignInTranslations(), loadShellRoot()]), lifecycles.bootstrap];
export const mount = lifecycles.mount;
export const unmount = lifecycles.unmount;
