// Each widget on its own: what it shows while loading, when empty, when its data fails (with a
// retry), and when it has content; links go where the product's own pages send them.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setLocale } from '@atrium/shared';
import type { PortalViewApi } from '../api';
import { PortalApiContext } from '../context';
import { registerPortalViewTranslations } from '../i18n';
import { commonFuncItem, dataBoardItem, imageItem, noticeItem, textItem, todoListItem } from '../testing';
import { CommonFuncWidget } from './CommonFuncWidget';
import { DataBoardWidget } from './DataBoardWidget';
import { ImageWidget } from './ImageWidget';
import { NoticeWidget } from './NoticeWidget';
import { TextWidget } from './TextWidget';
import { TodoListWidget } from './TodoListWidget';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), navigate: jest.fn() }));
const { navigate } = jest.requireMock('@atrium/shared') as { navigate: jest.Mock };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPortalViewTranslations();
});
beforeEach(() => navigate.mockClear());
afterEach(() => jest.restoreAllMocks());

// What a browser would do with the clicks the widget leaves alone (jsdom cannot navigate): nothing here.
const stopBrowserNavigation = (event: Event) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stopBrowserNavigation));
afterAll(() => document.removeEventListener('click', stopBrowserNavigation));

function fakeApi(overrides: Partial<PortalViewApi> = {}): PortalViewApi {
  return {
    auth: jest.fn(() => Promise.reject(new Error('not used'))),
    todos: jest.fn(() => Promise.resolve([])),
    notices: jest.fn(() => Promise.resolve([])),
    overview: jest.fn(() => Promise.resolve({})),
    interfaceRows: jest.fn(() => Promise.resolve([])),
    ...overrides,
  };
}

const withApi = (api: PortalViewApi, element: ReactElement) => render(<PortalApiContext.Provider value={api}>{element}</PortalApiContext.Provider>);

/** A promise the test settles when it wants the widget to leave its loading state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('TextWidget', () => {
  it('shows plain text with its line breaks, HTML as literal text', () => {
    const { container } = render(<TextWidget item={textItem({ content: '第一行\n<b>第二行</b><img src=x onerror=alert(1)>' })} />);
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('第一行\n<b>第二行</b><img src=x onerror=alert(1)>');
    expect(container.querySelector('b, img')).toBeNull();
    expect(paragraph?.className).toBe('text'); // the stylesheet's pre-wrap keeps the breaks
  });

  it('says so when empty', () => {
    render(<TextWidget item={textItem({ content: '  ' })} />);
    expect(screen.getByText('暂无内容')).toBeTruthy();
  });
});

describe('ImageWidget', () => {
  it('loads an allowed source lazily with its alt text, a spinner until it is in', () => {
    const { container } = render(<ImageWidget item={imageItem({ src: '/api/file/Image/banner.png', alt: '横幅' })} />);
    const image = screen.getByRole('img', { name: '横幅' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/file/Image/banner.png');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('sl-spinner')).not.toBeNull();
    fireEvent.load(image);
    expect(container.querySelector('sl-spinner')).toBeNull();
  });

  it('shows an error with a retry when the image fails', () => {
    render(<ImageWidget item={imageItem({ src: '/api/file/Image/userAvatar/gone.png' })} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('alert').textContent).toContain('图片加载失败');
    fireEvent.click(screen.getByText('重试'));
    expect(screen.getByRole('img')).toBeTruthy();
  });

  it.each(['javascript:alert(1)', 'https://example.com/a.png', 'http://example.com/a.png'])('never loads %s, the CSP would block outside images', (src) => {
    const { container } = render(<ImageWidget item={imageItem({ src })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('图片地址无效，只支持上传到系统的图片');
  });

  it('says so when no image is set', () => {
    render(<ImageWidget item={imageItem({ src: '' })} />);
    expect(screen.getByText('尚未设置图片')).toBeTruthy();
  });
});

describe('CommonFuncWidget', () => {
  const item = commonFuncItem({
    links: [
      { fullName: '系统公告', urlAddress: 'system/notice' },
      { fullName: '官网', urlAddress: 'https://example.com' },
      { fullName: '坏链接', urlAddress: 'javascript:alert(1)' },
    ],
  });

  it('opens a portal page with the shell’s navigation, in place', () => {
    render(<CommonFuncWidget item={item} />);
    const link = screen.getByRole('link', { name: '系统公告' });
    expect(link.getAttribute('href')).toBe('/system/notice');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/system/notice');
  });

  it('leaves a ctrl-click to the browser (a new tab of the same page)', () => {
    render(<CommonFuncWidget item={item} />);
    fireEvent.click(screen.getByRole('link', { name: '系统公告' }), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens an http(s) address in a new tab without access to the portal', () => {
    render(<CommonFuncWidget item={item} />);
    const link = screen.getByRole('link', { name: '官网' });
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows any other address as plain text, never a link', () => {
    render(<CommonFuncWidget item={item} />);
    expect(screen.getByText('坏链接').closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('says so when there are no links', () => {
    render(<CommonFuncWidget item={commonFuncItem({ links: [] })} />);
    expect(screen.getByText('暂无常用功能')).toBeTruthy();
  });
});

describe('TodoListWidget', () => {
  it('asks for as many to-dos as configured and links each to its task as 待办事宜 does', async () => {
    const pending = deferred<Awaited<ReturnType<PortalViewApi['todos']>>>();
    const api = fakeApi({ todos: jest.fn(() => pending.promise) });
    const { container } = withApi(api, <TodoListWidget item={todoListItem({ count: 3 })} />);
    expect(container.querySelector('sl-spinner')).not.toBeNull();
    expect(api.todos).toHaveBeenCalledWith(3);
    pending.resolve([{ id: 't1', fullName: '张三的请假', userName: '张三', creatorTime: new Date(2026, 0, 2, 9, 5).getTime(), taskNodeId: 'n1', taskOperatorId: 'op1' }]);
    const link = await screen.findByRole('link', { name: '张三的请假' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('/workFlowDetail?config=')).toBe(true);
    const config = JSON.parse(decodeURIComponent(escape(atob(decodeURIComponent(href.slice('/workFlowDetail?config='.length))))));
    expect(config).toEqual({ id: 't1', opType: '1', taskNodeId: 'n1', taskOperatorId: 'op1' });
    expect(container.textContent).toContain('张三 发起');
    expect(container.textContent).toContain('2026-01-02 09:05');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith(href);
  });

  it('says so when there is nothing to do', async () => {
    withApi(fakeApi(), <TodoListWidget item={todoListItem()} />);
    expect(await screen.findByText('暂无待办事宜')).toBeTruthy();
  });

  it('shows an error with a retry that asks again', async () => {
    const todos = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([{ id: 't2', fullName: '李四的报销' }]);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    withApi(fakeApi({ todos }), <TodoListWidget item={todoListItem()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('待办事宜加载失败');
    fireEvent.click(screen.getByText('重试'));
    expect(await screen.findByRole('link', { name: '李四的报销' })).toBeTruthy();
    expect(todos).toHaveBeenCalledTimes(2);
  });
});

describe('NoticeWidget', () => {
  it('lists the newest notices; a title opens the message centre', async () => {
    const api = fakeApi({ notices: jest.fn(() => Promise.resolve([{ id: 'm1', title: '国庆放假通知', releaseTime: new Date(2026, 8, 28).getTime(), isRead: 0 }])) });
    const { container } = withApi(api, <NoticeWidget item={noticeItem({ count: 4 })} />);
    const link = await screen.findByRole('link', { name: '国庆放假通知' });
    expect(api.notices).toHaveBeenCalledWith(4);
    expect(container.textContent).toContain('2026-09-28');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/messageRecord');
  });

  it('says so when there are none, and shows an error when they fail', async () => {
    withApi(fakeApi(), <NoticeWidget item={noticeItem()} />);
    expect(await screen.findByText('暂无公告')).toBeTruthy();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    withApi(fakeApi({ notices: () => Promise.reject(new Error('x')) }), <NoticeWidget item={noticeItem()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('公告加载失败');
  });
});

describe('DataBoardWidget', () => {
  it('shows the chosen figures of the overview in the chosen order', async () => {
    const api = fakeApi({ overview: () => Promise.resolve({ userCount: 12345, roleCount: 7, menuCount: 3 }) });
    const { container } = withApi(api, <DataBoardWidget item={dataBoardItem({ figures: ['roleCount', 'userCount'] })} />);
    expect(container.querySelector('sl-spinner')).not.toBeNull();
    await waitFor(() => expect(container.querySelectorAll('[data-figure]')).toHaveLength(2));
    const shown = [...container.querySelectorAll('[data-figure]')].map((figure) => [figure.getAttribute('data-figure'), figure.textContent]);
    expect(shown).toEqual([['roleCount', '角色7'], ['userCount', '用户12,345']]);
  });

  it('shows "—" for a figure the server left out, and an error when the overview fails', async () => {
    const { container } = withApi(fakeApi({ overview: () => Promise.resolve({}) }), <DataBoardWidget item={dataBoardItem({ figures: ['menuCount'] })} />);
    await waitFor(() => expect(container.querySelector('[data-figure="menuCount"]')?.textContent).toBe('菜单—'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = withApi(fakeApi({ overview: () => Promise.reject(new Error('x')) }), <DataBoardWidget item={dataBoardItem()} />);
    expect((await within(failed.container).findByRole('alert')).textContent).toContain('数据加载失败');
  });

  it('says so when no known figure is chosen', () => {
    withApi(fakeApi(), <DataBoardWidget item={dataBoardItem({ figures: ['salary'] })} />);
    expect(screen.getByText('尚未选择数据项')).toBeTruthy();
  });
});
