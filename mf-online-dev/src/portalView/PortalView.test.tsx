// The layout: a 24-column grid where each item places itself, items in reading order (the order
// they stack in on a narrow screen), a panel per item with its title, and one broken widget never
// taking the others down.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import type { PortalViewApi } from './api';
import { registerPortalViewTranslations } from './i18n';
import { PortalView } from './PortalView';
import { noticeItem, textItem, todoListItem } from './testing';

jest.mock('./widgets/TextWidget', () => {
  const actual = jest.requireActual('./widgets/TextWidget') as typeof import('./widgets/TextWidget');
  return {
    TextWidget: (props: Parameters<typeof actual.TextWidget>[0]) => {
      if (props.item.content === 'boom') throw new Error('widget bug');
      return actual.TextWidget(props);
    },
  };
});
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), navigate: jest.fn() }));
const { navigate } = jest.requireMock('@atrium/shared') as { navigate: jest.Mock };

const api: PortalViewApi = {
  auth: () => Promise.reject(new Error('not used')),
  todos: () => Promise.resolve([]),
  notices: () => Promise.resolve([]),
  overview: () => Promise.resolve({}),
  interfaceRows: () => Promise.resolve([]),
};

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPortalViewTranslations();
});
afterEach(() => jest.restoreAllMocks());

const panels = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-item]')];

it('places each item on the grid and lists them in reading order (rows, then columns)', () => {
  const layout = [
    textItem({ i: 'below', x: 0, y: 4, w: 24, h: 2, content: '下' }),
    textItem({ i: 'right', x: 12, y: 0, w: 12, h: 4, content: '右' }),
    textItem({ i: 'left', x: 0, y: 0, w: 12, h: 3, content: '左' }),
  ];
  const { container } = render(<PortalView layout={layout} api={api} />);
  expect(container.querySelector('[data-portal-grid]')?.className).toBe('grid');
  expect(panels(container).map((panel) => panel.dataset.item)).toEqual(['left', 'right', 'below']);
  const right = container.querySelector<HTMLElement>('[data-item="right"]');
  expect(['--col', '--row', '--w', '--h'].map((name) => right?.style.getPropertyValue(name))).toEqual(['13', '1', '12', '4']);
});

it('shows each item in a panel named by its title, or by its kind when untitled', () => {
  render(<PortalView layout={[textItem({ title: '欢迎', x: 0 }), textItem({ title: '', x: 12 })]} api={api} />);
  const titled = screen.getByRole('region', { name: '欢迎' });
  expect(within(titled).getByRole('heading', { name: '欢迎' })).toBeTruthy();
  const untitled = screen.getByRole('region', { name: '文本' });
  expect(within(untitled).queryByRole('heading')).toBeNull();
});

it('links the to-do and notice panels to their full lists', () => {
  render(<PortalView layout={[todoListItem({ title: '待办', x: 0 }), noticeItem({ title: '公告', x: 12 })]} api={api} />);
  const more = within(screen.getByRole('region', { name: '待办' })).getByRole('link', { name: '更多' });
  expect(more.getAttribute('href')).toBe('/workFlow/flowTodo');
  fireEvent.click(more);
  expect(navigate).toHaveBeenCalledWith('/workFlow/flowTodo');
  expect(within(screen.getByRole('region', { name: '公告' })).getByRole('link', { name: '更多' }).getAttribute('href')).toBe('/messageRecord');
});

it('keeps the other widgets working when one breaks, and logs the cause', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<PortalView layout={[textItem({ title: '坏的', content: 'boom', x: 0 }), textItem({ title: '好的', content: '照常显示', x: 12 })]} api={api} />);
  expect(within(screen.getByRole('region', { name: '坏的' })).getByRole('alert').textContent).toContain('此部件无法显示');
  expect(within(screen.getByRole('region', { name: '好的' })).getByText('照常显示')).toBeTruthy();
  expect(logged).toHaveBeenCalled();
});

it('says so when the portal has no items', () => {
  render(<PortalView layout={[]} api={api} />);
  expect(screen.getByRole('status').textContent).toContain('该门户还没有内容');
});
