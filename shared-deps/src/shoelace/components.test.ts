import { DEFINED_FIRST, SHOELACE_TAGS, loadComponent } from './components';

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
