// With Shoelace's real tab group, tabs and panels: it chooses a first tab only when its
// IntersectionObserver reports the group on screen. Here that report never comes, as on the
// loaded machine where a menu's resource drawer showed four tabs and no panel.
import '@shoelace-style/shoelace/dist/components/tab/tab.js';
import '@shoelace-style/shoelace/dist/components/tab-panel/tab-panel.js';
import '@shoelace-style/shoelace/dist/components/tab-group/tab-group.js';
import { act, render } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { TabGroup } from './TabGroup';

type Shown = HTMLElement & { active: boolean; updateComplete: Promise<unknown> };

beforeAll(() => {
  // Observers that never report: the group is never seen on screen.
  class Silent {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.IntersectionObserver = Silent as unknown as typeof IntersectionObserver;
  window.ResizeObserver = Silent as unknown as typeof ResizeObserver;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

async function settled(container: HTMLElement): Promise<void> {
  await act(async () => {
    for (const element of container.querySelectorAll<Shown>('sl-tab-group, sl-tab, sl-tab-panel')) await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const shownPanels = (container: HTMLElement) => [...container.querySelectorAll<Shown>('sl-tab-panel')].filter((panel) => panel.active).map((panel) => panel.getAttribute('name'));

it('left to Shoelace, a group its observer never saw shows no panel (why TabGroup holds the shown tab)', async () => {
  const { container } = render(
    <sl-tab-group>
      <sl-tab slot="nav" panel="button">按钮权限</sl-tab>
      <sl-tab slot="nav" panel="column">列表权限</sl-tab>
      <sl-tab-panel name="button">buttons</sl-tab-panel>
      <sl-tab-panel name="column">columns</sl-tab-panel>
    </sl-tab-group>,
  );
  await settled(container);
  expect(shownPanels(container)).toEqual([]);
});

it('TabGroup shows its first panel all the same, and a click on a tab shows that one', async () => {
  const { container } = render(<TabGroup panes={[{ name: 'button', label: '按钮权限', children: 'buttons' }, { name: 'column', label: '列表权限', children: 'columns' }]} />);
  await settled(container);
  expect(shownPanels(container)).toEqual(['button']);
  act(() => (container.querySelector('sl-tab[panel="column"]') as HTMLElement).click());
  await settled(container);
  expect(shownPanels(container)).toEqual(['column']);
  expect((container.querySelector('sl-tab[panel="button"]') as Shown).active).toBe(false);
});
