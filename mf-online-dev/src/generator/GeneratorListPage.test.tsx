// The code generator's list against a fake transport: the modules of the page's type, 预览代码
// opening the generated files in a tree with highlighted code (sanitised), copy, and 下载代码 saving
// the zip through the shared download helper, or showing the server's refusal.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, setLocale } from '@atrium/shared';
import { registerGeneratorTranslations } from '../i18n';
import { createFakeHttp, refuse, type FakeHttp } from '../testing/fakeHttp';
import { visualDev } from '../testing/factories';
import { createGeneratorApi, type CodePreview } from './api';
import { GeneratorListPage } from './GeneratorListPage';
import type { Highlighter } from './highlight';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  getDictionaries: jest.fn(() => Promise.resolve([])),
}));
jest.mock('@atrium/ui', () => ({ ...jest.requireActual('@atrium/ui'), downloadFile: jest.fn() }));
const shared = jest.requireMock('@atrium/shared') as Record<'notifySuccess' | 'notifyError', jest.Mock>;
const ui = jest.requireMock('@atrium/ui') as { downloadFile: jest.Mock };

const rows = [visualDev({ id: 'vd1', fullName: '请假单', enCode: 'leave', state: 1 }), visualDev({ id: 'vd2', fullName: '报销单', enCode: 'expense' })];
const preview: CodePreview = {
  source: 'released',
  version: 2,
  folder: 'leave',
  list: [
    { folderName: '', fileName: 'README.md', fileContent: '# 请假单' },
    { folderName: 'src', fileName: 'types.ts', fileContent: 'export interface LeaveRecord {\n  title: string;\n}\n' },
    { folderName: 'src', fileName: 'LeaveListPage.tsx', fileContent: 'export function LeaveListPage() {}\n' },
    { folderName: 'src/locales', fileName: 'zh.ts', fileContent: 'export default {};\n' },
  ],
};

function setup(routes: Parameters<typeof createFakeHttp>[0] = {}): FakeHttp {
  return createFakeHttp({
    'GET /api/visualdev/Base': () => ({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: 2 } }),
    'GET /api/visualdev/Generater/AreasName': () => ['extend', 'onlineDev'],
    'POST /api/visualdev/Generater/vd1/Actions/CodePreview': () => preview,
    'POST /api/visualdev/Generater/vd1/Actions/DownloadCode': () => new Blob(['PK'], { type: 'application/zip' }),
    ...routes,
  });
}

/** Highlights like shiki would, plus markup DOMPurify must remove. */
const fakeHighlighter: jest.MockedFunction<Highlighter> = jest.fn(async (fileName: string, code: string) =>
  `<pre class="shiki"><code><span style="color:#D73A49" data-file="${fileName}">${code.replace(/</g, '&lt;')}</span><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script></code></pre>`);

const row = (id: string) => document.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement;
const dialog = () => document.querySelector('sl-dialog') as HTMLElement;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerGeneratorTranslations();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:zip'), revokeObjectURL: jest.fn() });
});
beforeEach(() => jest.clearAllMocks());

it('lists the designed modules of its type, with the areas to generate for', async () => {
  const http = setup();
  render(<GeneratorListPage kind="appForm" api={createGeneratorApi(http)} highlighter={fakeHighlighter} />);
  await waitFor(() => expect(row('vd1')).not.toBeNull());
  expect(http.callsTo('get', '/api/visualdev/Base')[0]?.body).toEqual({ keyword: '', currentPage: 1, pageSize: 20, type: 2 });
  expect(screen.getByRole('region', { name: '移动表单' })).toBeTruthy();
  expect(within(row('vd1')).getByText('已发布')).toBeTruthy();
  expect(within(row('vd2')).getByText('未发布')).toBeTruthy();
  await waitFor(() => expect(document.querySelectorAll('sl-option[value="onlineDev"]')).toHaveLength(1));
});

it('previews the generated files in a tree, highlighted and sanitised, for the chosen area', async () => {
  const http = setup();
  render(<GeneratorListPage kind="webForm" api={createGeneratorApi(http)} highlighter={fakeHighlighter} />);
  await waitFor(() => expect(row('vd1')).not.toBeNull());
  const area = document.querySelector('sl-select[label="功能模块"]') as HTMLElement & { value: string };
  await waitFor(() => expect(document.querySelector('sl-option[value="onlineDev"]')).not.toBeNull());
  await act(async () => {
    area.value = 'onlineDev';
    area.dispatchEvent(new CustomEvent('sl-change', { bubbles: true }));
  });
  fireEvent.click(within(row('vd1')).getByText('预览代码'));

  await waitFor(() => expect(dialog().getAttribute('label')).toBe('预览代码：请假单'));
  expect(http.callsTo('post', '/api/visualdev/Generater/vd1/Actions/CodePreview')[0]?.body).toEqual({ module: 'onlineDev' });
  const tree = await screen.findByRole('navigation', { name: '文件' });
  // The module's own files first, then each folder with its files.
  expect(within(tree).getAllByRole('button').map((button) => button.textContent)).toEqual(['README.md', 'types.ts', 'LeaveListPage.tsx', 'zh.ts']);
  expect(within(tree).getByRole('list', { name: 'src/locales' })).toBeTruthy();
  expect(screen.getByText('根据已发布的第 2 版生成')).toBeTruthy();

  fireEvent.click(within(tree).getByRole('button', { name: 'types.ts' }));
  const viewer = await screen.findByRole('region', { name: 'src/types.ts' });
  await waitFor(() => expect(viewer.querySelector('[data-highlighted="true"] span[data-file="types.ts"]')?.textContent).toContain('export interface LeaveRecord'));
  expect(within(tree).getByRole('button', { name: 'types.ts' }).getAttribute('aria-current')).toBe('true');
  // DOMPurify removed what shiki never writes: scripts and event handlers.
  expect(viewer.querySelector('script')).toBeNull();
  expect(viewer.querySelector('img')?.getAttribute('onerror')).toBeNull();
  expect((window as { hacked?: number }).hacked).toBeUndefined();
  expect(fakeHighlighter).toHaveBeenLastCalledWith('types.ts', preview.list[1]!.fileContent);

  const writeText = jest.fn(() => Promise.resolve());
  Object.assign(navigator, { clipboard: { writeText } });
  fireEvent.click(within(viewer).getByText('复制'));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('已复制 types.ts'));
  expect(writeText).toHaveBeenCalledWith(preview.list[1]!.fileContent);
});

it('shows the plain text when highlighting fails', async () => {
  const failing: Highlighter = jest.fn(() => Promise.reject(new Error('no shiki')));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(<GeneratorListPage kind="webForm" api={createGeneratorApi(setup())} highlighter={failing} />);
  await waitFor(() => expect(row('vd1')).not.toBeNull());
  fireEvent.click(within(row('vd1')).getByText('预览代码'));
  const viewer = await screen.findByRole('region', { name: 'README.md' });
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(viewer.querySelector('pre code')?.textContent).toBe('# 请假单');
  warn.mockRestore();
});

it('downloads the zip through the shared download helper, from the list and from the preview', async () => {
  const http = setup();
  render(<GeneratorListPage kind="webForm" api={createGeneratorApi(http)} highlighter={fakeHighlighter} />);
  await waitFor(() => expect(row('vd1')).not.toBeNull());
  fireEvent.click(within(row('vd1')).getByText('下载代码'));
  await waitFor(() => expect(ui.downloadFile).toHaveBeenCalledWith('blob:zip', '请假单-leave.zip'));
  const call = http.callsTo('post', '/api/visualdev/Generater/vd1/Actions/DownloadCode')[0];
  expect(call?.body).toEqual({ module: 'extend' });
  expect(call?.options).toMatchObject({ responseType: 'blob' });

  fireEvent.click(within(row('vd1')).getByText('预览代码'));
  await screen.findByRole('navigation', { name: '文件' });
  fireEvent.click(within(dialog()).getByText('下载代码'));
  await waitFor(() => expect(ui.downloadFile).toHaveBeenCalledTimes(2));
});

it('shows the server refusal of a download in its own words', async () => {
  const http = setup({
    'POST /api/visualdev/Generater/vd2/Actions/DownloadCode': () => {
      // The client rejects a blob call that the server refused with the refusal's blob attached.
      throw new ApiError({ kind: 'network', code: 400, msg: '请求出错，请重试', cause: { response: { status: 400, data: new Blob([JSON.stringify({ code: 400, msg: '表单没有可保存的字段，请先设计表单' })], { type: 'application/json' }) } } });
    },
    'POST /api/visualdev/Generater/vd2/Actions/CodePreview': () => refuse('表单没有可保存的字段，请先设计表单'),
  });
  render(<GeneratorListPage kind="webForm" api={createGeneratorApi(http)} highlighter={fakeHighlighter} />);
  await waitFor(() => expect(row('vd2')).not.toBeNull());
  fireEvent.click(within(row('vd2')).getByText('下载代码'));
  await waitFor(() => expect(shared.notifyError).toHaveBeenCalledWith('表单没有可保存的字段，请先设计表单'));
  expect(ui.downloadFile).not.toHaveBeenCalled();

  // A refused preview closes its dialog (the client toasted the message).
  fireEvent.click(within(row('vd2')).getByText('预览代码'));
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/Generater/vd2/Actions/CodePreview')).toHaveLength(1));
  await waitFor(() => expect(dialog()).toBeNull());
});
