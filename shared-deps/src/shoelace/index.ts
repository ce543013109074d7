// @atrium/shoelace: the one place Shoelace is loaded on a page.
// Components register on first use (each a chunk of this bundle), so a page pays only for the
// components it shows, and no component can be defined twice.
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { loadComponent, SHOELACE_TAGS, tagToComponent } from './components';
import { hideUndefinedElements } from './hideUndefined';
import { loadWithRetries } from './retry';
import './translations';

declare const __webpack_public_path__: string;

// Icons and themes are copied next to this bundle; Shoelace's script-tag auto-detection does not
// work under SystemJS (toolchain notes), so the path is set explicitly from where we were loaded.
setBasePath(new URL(__webpack_public_path__, document.baseURI).href.replace(/\/$/, ''));

// Undefined elements stay invisible until they work (see hideUndefined.ts).
hideUndefinedElements(document, SHOELACE_TAGS);

const pending = new Map<string, Promise<void>>();

/**
 * Defines the Shoelace component behind `tag` once; later calls share the first load. A chunk that
 * fails is fetched again (retry.ts); one that fails every time is forgotten, so the next element of
 * that tag to appear tries anew instead of sharing the failure for the page's life.
 */
export function define(tag: string): Promise<void> {
  const known = pending.get(tag);
  if (known) return known;
  const name = tagToComponent(tag);
  const load =
    name && !customElements.get(tag)
      ? loadWithRetries(
          () => loadComponent(name),
          (error, attempt) => console.warn(`@atrium/shoelace: ${tag} did not load (attempt ${attempt}); trying again`, error),
        ).catch((error: unknown) => {
          pending.delete(tag);
          console.error(`@atrium/shoelace: ${tag} could not be loaded`, error);
          throw error;
        })
      : Promise.resolve();
  pending.set(tag, load);
  return load;
}

function discover(root: ParentNode): Promise<void[]> {
  const tags = new Set<string>();
  if (root instanceof Element && root.localName.startsWith('sl-')) tags.add(root.localName);
  root.querySelectorAll(':not(:defined)').forEach((el) => {
    if (el.localName.startsWith('sl-')) tags.add(el.localName);
  });
  return Promise.all([...tags].map(define));
}

const observer = new MutationObserver((records) => {
  for (const record of records) {
    record.addedNodes.forEach((node) => {
      if (node instanceof Element) void discover(node);
    });
  }
});
observer.observe(document.documentElement, { subtree: true, childList: true });

/**
 * Resolves when the components already in the document are defined. Nothing is loaded
 * eagerly: the sign-in page uses plain elements, so it downloads no Shoelace component.
 */
export const ready: Promise<void> = discover(document).then(() => undefined);
