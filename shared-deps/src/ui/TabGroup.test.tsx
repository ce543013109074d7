import { act, render } from '@testing-library/react';
import { TabGroup } from './TabGroup';

type Active = HTMLElement & { active?: boolean };

const panes = [
  { name: 'button', label: '按钮权限', children: <p>buttons</p> },
  { name: 'column', label: '列表权限', children: <p>columns</p> },
];

// Shoelace is not defined here, so React gives `active` as an attribute (a property once defined).
const isActive = (element: Active) => element.active ?? element.hasAttribute('active');
const shownOf = (container: HTMLElement) => ({
  tabs: [...container.querySelectorAll<Active>('sl-tab')].filter(isActive).map((tab) => tab.getAttribute('panel')),
  panels: [...container.querySelectorAll<Active>('sl-tab-panel')].filter(isActive).map((panel) => panel.getAttribute('name')),
});

const show = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new CustomEvent('sl-tab-show', { detail: { name }, bubbles: true, composed: true }));
  });

// jsdom has no IntersectionObserver and Shoelace is not defined here: what Shoelace's own tab group
// does on screen (choose the first tab once observed) never happens, as when its observer missed.
it('shows the first pane from the first render, tab and panel, without Shoelace choosing one', () => {
  const { container } = render(<TabGroup panes={panes} />);
  expect(shownOf(container)).toEqual({ tabs: ['button'], panels: ['button'] });
});

it("follows the user's choice and tells the caller", () => {
  const onShow = jest.fn();
  const { container } = render(<TabGroup panes={panes} onShow={onShow} />);
  show(container.querySelector('sl-tab-group')!, 'column');
  expect(shownOf(container)).toEqual({ tabs: ['column'], panels: ['column'] });
  expect(onShow).toHaveBeenCalledWith('column');
});

it('ignores the choice of a tab group nested in one of its panels', () => {
  const onShow = jest.fn();
  const nested = [{ name: 'inner', label: 'inner', children: <TabGroup panes={[{ name: 'a', label: 'a' }, { name: 'b', label: 'b' }]} /> }, ...panes];
  const { container } = render(<TabGroup panes={nested} onShow={onShow} />);
  show(container.querySelectorAll('sl-tab-group')[1]!, 'b');
  expect(onShow).not.toHaveBeenCalled();
  expect(isActive(container.querySelector('sl-tab[panel="inner"]') as Active)).toBe(true);
});

it('shows the pane the caller holds, and the first when that one is gone', () => {
  const { container, rerender } = render(<TabGroup panes={panes} active="column" />);
  expect(shownOf(container)).toEqual({ tabs: ['column'], panels: ['column'] });
  rerender(<TabGroup panes={panes.slice(0, 1)} active="column" />);
  expect(shownOf(container)).toEqual({ tabs: ['button'], panels: ['button'] });
});
