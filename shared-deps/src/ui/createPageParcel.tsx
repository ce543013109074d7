// Every page of every MF is a single-spa parcel made here: React root, error boundary,
// and the page's stylesheets added on mount and removed on unmount (rule 9).
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, ParcelConfig } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ErrorPanel } from './ErrorPanel';

export interface LazyStyleSheet {
  use(): void;
  unuse(): void;
}

export interface PageParcelOptions {
  rootComponent: ComponentType<AppProps>;
  styles?: LazyStyleSheet[];
}

export function createPageParcel({ rootComponent, styles = [] }: PageParcelOptions): ParcelConfig {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (error: Error) => <ErrorPanel error={error} />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: [
      async () => styles.forEach((sheet) => sheet.use()),
      lifecycles.mount,
    ],
    unmount: [
      lifecycles.unmount,
      async () => styles.forEach((sheet) => sheet.unuse()),
    ],
    update: lifecycles.update,
  } as ParcelConfig;
}
