// JSX types for Shoelace's custom elements, used directly by React 19 (toolchain notes):
// React 19 sets their properties and listens to `onsl-*` events written in lower case.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ShoelaceEventHandlers = {
  [event in `onsl-${string}`]?: (event: CustomEvent) => void;
};

/** Shoelace properties differ per element; they are checked by Shoelace at run time. */
type ShoelaceProperties = {
  [property: string]: unknown;
};

type ShoelaceProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  ShoelaceEventHandlers &
  ShoelaceProperties;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-alert': ShoelaceProps;
      'sl-animated-image': ShoelaceProps;
      'sl-animation': ShoelaceProps;
      'sl-avatar': ShoelaceProps;
      'sl-badge': ShoelaceProps;
      'sl-breadcrumb': ShoelaceProps;
      'sl-breadcrumb-item': ShoelaceProps;
      'sl-button': ShoelaceProps;
      'sl-button-group': ShoelaceProps;
      'sl-card': ShoelaceProps;
      'sl-carousel': ShoelaceProps;
      'sl-carousel-item': ShoelaceProps;
      'sl-checkbox': ShoelaceProps;
      'sl-color-picker': ShoelaceProps;
      'sl-copy-button': ShoelaceProps;
      'sl-details': ShoelaceProps;
      'sl-dialog': ShoelaceProps;
      'sl-divider': ShoelaceProps;
      'sl-drawer': ShoelaceProps;
      'sl-dropdown': ShoelaceProps;
      'sl-format-bytes': ShoelaceProps;
      'sl-format-date': ShoelaceProps;
      'sl-format-number': ShoelaceProps;
      'sl-icon': ShoelaceProps;
      'sl-icon-button': ShoelaceProps;
      'sl-image-comparer': ShoelaceProps;
      'sl-include': ShoelaceProps;
      'sl-input': ShoelaceProps;
      'sl-menu': ShoelaceProps;
      'sl-menu-item': ShoelaceProps;
      'sl-menu-label': ShoelaceProps;
      'sl-mutation-observer': ShoelaceProps;
      'sl-option': ShoelaceProps;
      'sl-popup': ShoelaceProps;
      'sl-progress-bar': ShoelaceProps;
      'sl-progress-ring': ShoelaceProps;
      'sl-qr-code': ShoelaceProps;
      'sl-radio': ShoelaceProps;
      'sl-radio-button': ShoelaceProps;
      'sl-radio-group': ShoelaceProps;
      'sl-range': ShoelaceProps;
      'sl-rating': ShoelaceProps;
      'sl-relative-time': ShoelaceProps;
      'sl-resize-observer': ShoelaceProps;
      'sl-select': ShoelaceProps;
      'sl-skeleton': ShoelaceProps;
      'sl-spinner': ShoelaceProps;
      'sl-split-panel': ShoelaceProps;
      'sl-switch': ShoelaceProps;
      'sl-tab': ShoelaceProps;
      'sl-tab-group': ShoelaceProps;
      'sl-tab-panel': ShoelaceProps;
      'sl-tag': ShoelaceProps;
      'sl-textarea': ShoelaceProps;
      'sl-tooltip': ShoelaceProps;
      'sl-tree': ShoelaceProps;
      'sl-tree-item': ShoelaceProps;
      'sl-visually-hidden': ShoelaceProps;
    }
  }
}
