// @atrium/ui: React building blocks on Shoelace shared by every micro-frontend.
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { ErrorBoundary } from './ErrorBoundary';
export { createPageParcel, type LazyStyleSheet, type PageParcelOptions } from './createPageParcel';
export { useStyleSheet } from './useStyleSheet';
