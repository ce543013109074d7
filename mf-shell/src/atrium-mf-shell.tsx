// Lifecycles of the shell application: an error boundary and a lazily loaded root, nothing else.
import React, { lazy } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorPanel } from '@atrium/ui';
import { registerSignInTranslations } from './i18n';

const ShellRoot = lazy(() => import('./ShellRoot'));

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ShellRoot,
  errorBoundary: (error: Error) => <ErrorPanel error={error} onRetry={() => window.location.reload()} />,
  domElementGetter: () => document.getElementById('atrium-root') ?? document.body,
});

export const bootstrap = [registerSignInTranslations, lifecycles.bootstrap];
export const mount = lifecycles.mount;
export const unmount = lifecycles.unmount;
