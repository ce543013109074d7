import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import { CORE_COMPONENTS, DEFINED_FIRST, SHOELACE_TAGS, loadComponent } from './components';

jest.mock('@shoelace-style/shoelace/dist/utilities/icon-library.js', () => ({
  ...jest.requireActual<object>('@shoelace-style/shoelace/dist/utilities/icon-library.js'),
  registerIconLibrary: jest.fn(),
}));

describe('Shoelace chunks', () => {
  // The chunk of each component as its loader names it (webpack's magic comment).
  const chunks = new Map(
    [...readFileSync(path.join(__dirname, 'components.ts'), 'utf8').matchAll(/^ {2}'([a-z-]+)': \(\) => import\(\/\* webpackChunkName: "([\w-]+)" \*\//gm)].map(
      (match) => [match[1] ?? '', match[2] ?? ''] as const,
    ),
  );

  it('puts the core components in one chunk and every other one in a chunk of its own', () => {
    expect(chunks.size).toBe(SHOELACE_TAGS.length);
    for (const [name, chunk] of chunks) expect({ name, chunk }).toEqual({ name, chunk: CORE_COMPONENTS.includes(name) ? 'sl-core' : `sl-${name}` });
    // A container's children come with it.
    for (const [container, children] of Object.entries(DEFINED_FIRST)) {
      if (CORE_COMPONENTS.includes(container)) for (const child of children) expect({ container, child, core: CORE_COMPONENTS.includes(child) }).toEqual({ container, child, core: true });
    }
  });

  // The first test to load a component (this file's tests run in order).
  it('registers the built-in icons before it defines the first component, and once', async () => {
    const registered = jest.mocked(registerIconLibrary);
    let definedBefore: string[] | undefined;
    registered.mockImplementation(() => {
      definedBefore = SHOELACE_TAGS.filter((tag) => customElements.get(tag) !== undefined);
    });
    await loadComponent('icon-button');
    await loadComponent('tag');
    expect(registered).toHaveBeenCalledTimes(1);
    expect(registered.mock.calls[0]?.[0]).toBe('default');
    expect(definedBefore).toEqual([]);
    expect(['sl-icon-button', 'sl-tag'].map((tag) => customElements.get(tag) !== undefined)).toEqual([true, true]);
  });
});

describe('Shoelace component loading order', () => {
  it('names only components this module can load', () => {
    for (const [container, children] of Object.entries(DEFINED_FIRST)) {
      for (const name of [container, ...children]) expect(SHOELACE_TAGS).toContain(`sl-${name}`);
    }
  });

  it('defines a tab group only after its tabs and panels', async () => {
    const order: string[] = [];
    const define = customElements.define.bind(customElements);
    jest.spyOn(customElements, 'define').mockImplementation((tag, constructor, options) => {
      order.push(tag);
      define(tag, constructor, options);
    });
    await loadComponent('tab-group');
    expect(order.indexOf('sl-tab-group')).toBeGreaterThan(order.indexOf('sl-tab-panel'));
    expect(order.indexOf('sl-tab-panel')).toBeGreaterThanOrEqual(0);
    const defined = ['sl-tab', 'sl-tab-panel', 'sl-tab-group'].map((tag) => customElements.get(tag) !== undefined);
    expect(defined).toEqual([true, true, true]);
  });
});
