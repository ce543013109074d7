import { render, screen, waitFor } from '@testing-library/react';
import { setLocale, type MenuNode } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { SideMenu } from './SideMenu';
import { MenuLinks } from './MenuLinks';

const page = (id: string, fullName: string, url: string, icon?: string): MenuNode => ({ id, enCode: url.replace('/', '.'), fullName, type: 2, urlAddress: url, ...(icon ? { icon } : {}) });
const folder = (id: string, fullName: string, icon: string, children: MenuNode[]): MenuNode => ({ id, enCode: id, fullName, type: 0, icon, children, hasChildren: true });

const menus: MenuNode[] = [
  folder('system', '系统管理', 'icon-ym icon-ym-system', [page('area', '行政区划', 'system/area', 'icon-ym icon-ym-area')]),
  folder('systemData', '系统数据', 'icon-ym icon-ym-systemData', [page('dictionary', '数据字典', 'systemData/dictionary', 'icon-ym icon-ym-dictionary')]),
  page('odd', '外部页面', 'extend/odd'),
];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

const iconOf = (element: HTMLElement) => element.querySelector('sl-icon')?.getAttribute('name');
// Menu icons are a lazy chunk of @atrium/ui: wait until the first one is drawn.
const iconsDrawn = (container: HTMLElement) => waitFor(() => expect(container.querySelector('sl-icon')).not.toBeNull());

it('draws each menu with its icon from the bundled set, not its first character', async () => {
  const { container } = render(<SideMenu menus={menus} path="/systemData/dictionary" collapsed={false} />);
  await iconsDrawn(container);
  const system = screen.getByRole('button', { name: '系统管理' });
  const systemData = screen.getByRole('button', { name: '系统数据' });
  expect(iconOf(system)).toBe('gear');
  expect(iconOf(systemData)).toBe('database');
  // The open folder of the current page shows its pages with their own icons.
  expect(iconOf(screen.getByRole('button', { name: '数据字典' }))).toBe('book-half');
  // A menu without an icon gets the neutral default; icons are decoration, the name is the label.
  expect(iconOf(screen.getByRole('button', { name: '外部页面' }))).toBe('app');
  expect(system.querySelector('sl-icon')?.getAttribute('aria-hidden')).toBe('true');
  // A folder's caret is an icon of the bundled set, not a ▸ / ▾ glyph (issue 17 item 3).
  expect(system.querySelector('[data-icon="chevron-right"]')).not.toBeNull();
  expect(systemData.querySelector('[data-icon="chevron-down"]')).not.toBeNull();
  expect(systemData.textContent).toBe('系统数据');
});

it('keeps the icons when collapsed, the name in the tooltip', async () => {
  const { container } = render(<SideMenu menus={menus} path="/" collapsed />);
  await iconsDrawn(container);
  const system = screen.getByTitle('系统管理');
  expect(system.textContent).toBe('');
  expect(iconOf(system)).toBe('gear');
});

it('menu links (dropdowns and the more page) show the icons too', async () => {
  const { container } = render(<MenuLinks menus={menus} path="/" />);
  await iconsDrawn(container);
  expect(iconOf(screen.getByRole('menuitem', { name: '行政区划' }))).toBe('globe-asia-australia');
  expect(iconOf(screen.getByText('系统数据'))).toBe('database');
});

describe('accordion and the active entry', () => {
  const opened = () => screen.queryAllByRole('treeitem').filter((item) => item.getAttribute('aria-expanded') === 'true').map((item) => item.querySelector('button')?.getAttribute('title'));

  it('with the accordion on, opening a folder closes the other one', () => {
    render(<SideMenu menus={menus} path="/systemData/dictionary" collapsed={false} accordion />);
    expect(opened()).toEqual(['系统数据']);
    screen.getByRole('button', { name: '系统管理' }).click();
    return waitFor(() => expect(opened()).toEqual(['系统管理']));
  });

  it('with the accordion off, folders stay open side by side', async () => {
    render(<SideMenu menus={menus} path="/systemData/dictionary" collapsed={false} />);
    screen.getByRole('button', { name: '系统管理' }).click();
    await waitFor(() => expect(opened()).toEqual(['系统管理', '系统数据']));
  });

  it('scrolls the current page entry into view', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      render(<SideMenu menus={menus} path="/system/area" collapsed={false} accordion />);
      await waitFor(() => expect(scrolled.map((element) => element.textContent)).toContain('行政区划'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

it('tells its layout when a page is chosen, the page already shown included, but not for a folder', async () => {
  const onChoose = jest.fn();
  render(<SideMenu menus={menus} path="/systemData/dictionary" collapsed={false} onChoose={onChoose} />);
  screen.getByRole('button', { name: '系统管理' }).click();
  await waitFor(() => expect(screen.getByRole('button', { name: '行政区划' })).toBeTruthy());
  expect(onChoose).not.toHaveBeenCalled();
  screen.getByRole('button', { name: '数据字典' }).click();
  expect(onChoose).toHaveBeenCalledTimes(1);
});
