// Which Shoelace components exist and how each one is fetched, listed explicitly because
// Shoelace's package exports forbid a webpack context over its folder.
//
// The components the portal's pages use all the time share one chunk, "sl-core", with the built-in
// icons (portalIcons.ts); the rest are a chunk each, fetched when first shown. One chunk per
// component made a signed-in page load fetch about 25 Shoelace files, and a first dialog, select or
// tooltip waited for a request of its own before it could open. The sign-in page loads none of them.

const loaders: Record<string, () => Promise<unknown>> = {
  'alert': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/alert/alert.js'),
  'animated-image': () => import(/* webpackChunkName: "sl-animated-image" */ '@shoelace-style/shoelace/dist/components/animated-image/animated-image.js'),
  'animation': () => import(/* webpackChunkName: "sl-animation" */ '@shoelace-style/shoelace/dist/components/animation/animation.js'),
  'avatar': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/avatar/avatar.js'),
  'badge': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/badge/badge.js'),
  'breadcrumb': () => import(/* webpackChunkName: "sl-breadcrumb" */ '@shoelace-style/shoelace/dist/components/breadcrumb/breadcrumb.js'),
  'breadcrumb-item': () => import(/* webpackChunkName: "sl-breadcrumb-item" */ '@shoelace-style/shoelace/dist/components/breadcrumb-item/breadcrumb-item.js'),
  'button': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/button/button.js'),
  'button-group': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/button-group/button-group.js'),
  'card': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/card/card.js'),
  'carousel': () => import(/* webpackChunkName: "sl-carousel" */ '@shoelace-style/shoelace/dist/components/carousel/carousel.js'),
  'carousel-item': () => import(/* webpackChunkName: "sl-carousel-item" */ '@shoelace-style/shoelace/dist/components/carousel-item/carousel-item.js'),
  'checkbox': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js'),
  'color-picker': () => import(/* webpackChunkName: "sl-color-picker" */ '@shoelace-style/shoelace/dist/components/color-picker/color-picker.js'),
  'copy-button': () => import(/* webpackChunkName: "sl-copy-button" */ '@shoelace-style/shoelace/dist/components/copy-button/copy-button.js'),
  'details': () => import(/* webpackChunkName: "sl-details" */ '@shoelace-style/shoelace/dist/components/details/details.js'),
  'dialog': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/dialog/dialog.js'),
  'divider': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/divider/divider.js'),
  'drawer': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/drawer/drawer.js'),
  'dropdown': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js'),
  'format-bytes': () => import(/* webpackChunkName: "sl-format-bytes" */ '@shoelace-style/shoelace/dist/components/format-bytes/format-bytes.js'),
  'format-date': () => import(/* webpackChunkName: "sl-format-date" */ '@shoelace-style/shoelace/dist/components/format-date/format-date.js'),
  'format-number': () => import(/* webpackChunkName: "sl-format-number" */ '@shoelace-style/shoelace/dist/components/format-number/format-number.js'),
  'icon': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/icon/icon.js'),
  'icon-button': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'),
  'image-comparer': () => import(/* webpackChunkName: "sl-image-comparer" */ '@shoelace-style/shoelace/dist/components/image-comparer/image-comparer.js'),
  'include': () => import(/* webpackChunkName: "sl-include" */ '@shoelace-style/shoelace/dist/components/include/include.js'),
  'input': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/input/input.js'),
  'menu': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/menu/menu.js'),
  'menu-item': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js'),
  'menu-label': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/menu-label/menu-label.js'),
  'mutation-observer': () => import(/* webpackChunkName: "sl-mutation-observer" */ '@shoelace-style/shoelace/dist/components/mutation-observer/mutation-observer.js'),
  'option': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/option/option.js'),
  'popup': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/popup/popup.js'),
  'progress-bar': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/progress-bar/progress-bar.js'),
  'progress-ring': () => import(/* webpackChunkName: "sl-progress-ring" */ '@shoelace-style/shoelace/dist/components/progress-ring/progress-ring.js'),
  'qr-code': () => import(/* webpackChunkName: "sl-qr-code" */ '@shoelace-style/shoelace/dist/components/qr-code/qr-code.js'),
  'radio': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/radio/radio.js'),
  'radio-button': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js'),
  'radio-group': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js'),
  'range': () => import(/* webpackChunkName: "sl-range" */ '@shoelace-style/shoelace/dist/components/range/range.js'),
  'rating': () => import(/* webpackChunkName: "sl-rating" */ '@shoelace-style/shoelace/dist/components/rating/rating.js'),
  'relative-time': () => import(/* webpackChunkName: "sl-relative-time" */ '@shoelace-style/shoelace/dist/components/relative-time/relative-time.js'),
  'resize-observer': () => import(/* webpackChunkName: "sl-resize-observer" */ '@shoelace-style/shoelace/dist/components/resize-observer/resize-observer.js'),
  'select': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/select/select.js'),
  'skeleton': () => import(/* webpackChunkName: "sl-skeleton" */ '@shoelace-style/shoelace/dist/components/skeleton/skeleton.js'),
  'spinner': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/spinner/spinner.js'),
  'split-panel': () => import(/* webpackChunkName: "sl-split-panel" */ '@shoelace-style/shoelace/dist/components/split-panel/split-panel.js'),
  'switch': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/switch/switch.js'),
  'tab': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/tab/tab.js'),
  'tab-group': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/tab-group/tab-group.js'),
  'tab-panel': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/tab-panel/tab-panel.js'),
  'tag': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/tag/tag.js'),
  'textarea': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/textarea/textarea.js'),
  'tooltip': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/tooltip/tooltip.js'),
  'tree': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/tree/tree.js'),
  'tree-item': () => import(/* webpackChunkName: "sl-core" */ '@shoelace-style/shoelace/dist/components/tree-item/tree-item.js'),
  'visually-hidden': () => import(/* webpackChunkName: "sl-visually-hidden" */ '@shoelace-style/shoelace/dist/components/visually-hidden/visually-hidden.js'),
};

/** Every tag this module can define. */
export const SHOELACE_TAGS: readonly string[] = Object.keys(loaders).map((name) => `sl-${name}`);

export function tagToComponent(tag: string): string | null {
  const name = tag.replace(/^sl-/, '');
  return name in loaders ? name : null;
}

/**
 * Containers that read their children's properties when they first render: when each came in a
 * chunk of its own, a tab group that arrived before its panels read `panel.name` off plain, not yet
 * upgraded elements (undefined), set every panel inactive and showed none (a drawer's tabs came up
 * empty in one e2e run out of three). Their children are defined first, in one chunk or not.
 */
export const DEFINED_FIRST: Readonly<Record<string, readonly string[]>> = {
  'tab-group': ['tab', 'tab-panel'],
  'select': ['option'],
  'radio-group': ['radio', 'radio-button'],
  'menu': ['menu-item'],
  'tree': ['tree-item'],
  'carousel': ['carousel-item'],
  'breadcrumb': ['breadcrumb-item'],
};

/** The components in the "sl-core" chunk (components.test.ts checks the loaders say so). */
export const CORE_COMPONENTS: readonly string[] = [
  'alert', 'avatar', 'badge', 'button', 'button-group', 'card', 'checkbox', 'dialog', 'divider', 'drawer', 'dropdown',
  'icon', 'icon-button', 'input', 'menu', 'menu-item', 'menu-label', 'option', 'popup', 'progress-bar', 'radio',
  'radio-button', 'radio-group', 'select', 'spinner', 'switch', 'tab', 'tab-group', 'tab-panel', 'tag', 'textarea',
  'tooltip', 'tree', 'tree-item',
];

// Before any component: an <sl-icon> inside one (an icon button's, say) asks the library for its
// icon as soon as it renders, and would fetch a file the built-in icons already hold.
let iconsRegistered: Promise<void> | undefined;
const registerIcons = (): Promise<void> =>
  (iconsRegistered ??= import(/* webpackChunkName: "sl-core" */ './portalIcons').then(
    (icons) => icons.registerPortalIcons(),
    (error: unknown) => {
      iconsRegistered = undefined; // a failed chunk is fetched again with the next component (retry.ts)
      throw error;
    },
  ));

export function loadComponent(name: string): Promise<void> {
  const load = loaders[name];
  if (!load) return Promise.resolve();
  return registerIcons()
    .then(() => Promise.all((DEFINED_FIRST[name] ?? []).map(loadComponent)))
    .then(() => load())
    .then(() => undefined);
}
