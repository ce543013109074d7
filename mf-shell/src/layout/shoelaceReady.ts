// Shoelace components are defined on first use. A click on a dropdown that is not defined yet
// is lost, so the layout waits until the navbar's interactive components exist.
interface ShoelaceModule {
  define(tag: string): Promise<void>;
}

declare const System: { import<T>(name: string): Promise<T> } | undefined;

const NAVBAR_COMPONENTS = ['sl-button', 'sl-icon-button', 'sl-dropdown', 'sl-menu', 'sl-menu-item', 'sl-divider', 'sl-icon'];

export function layoutComponentsReady(): Promise<void> {
  if (typeof System === 'undefined') return Promise.resolve(); // unit tests render without SystemJS
  return System.import<ShoelaceModule>('@atrium/shoelace')
    .then((shoelace) => Promise.all(NAVBAR_COMPONENTS.map((tag) => shoelace.define(tag))))
    .then(() => undefined);
}
