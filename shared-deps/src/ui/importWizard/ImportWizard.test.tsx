import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import type { ImportApi, ImportRow } from './api';
import { ImportWizard } from './ImportWizard';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifyWarning: jest.fn() }));
jest.mock('../download', () => ({ downloadFile: jest.fn() }));
const shared = jest.requireMock('@atrium/shared') as { notifyWarning: jest.Mock };
const download = jest.requireMock('../download') as { downloadFile: jest.Mock };

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});
beforeEach(() => {
  shared.notifyWarning.mockClear();
  download.downloadFile.mockClear();
});

const headerRow = [
  { id: 'account', fullName: '账户' },
  { id: 'realName', fullName: '姓名' },
];
const user = (index: number): ImportRow => ({ account: `user${index}`, realName: `用户${index}` });

function fakeApi(dataRow: ImportRow[] = [user(1), user(2), user(3)]) {
  return {
    template: jest.fn(() => Promise.resolve({ name: '用户导入模板.xlsx', url: '/api/file/Download/t' })),
    upload: jest.fn((_file: File, onProgress: (percent: number) => void) => {
      onProgress(50);
      return Promise.resolve({ name: 'stored.xlsx' });
    }),
    preview: jest.fn(() => Promise.resolve({ headerRow, dataRow })),
    importData: jest.fn((list: readonly ImportRow[]) =>
      Promise.resolve({ resultType: 1, snum: list.length - 1, fnum: 1, failResult: [{ ...list[0], errorsInfo: '账户已存在' }] }),
    ),
    exportExceptions: jest.fn(() => Promise.resolve({ name: '异常数据.xlsx', url: '/api/file/Download/e' })),
  } satisfies ImportApi;
}

const file = (name: string, size = 1024) => {
  const chosen = new File(['x'], name);
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
};

async function upload(container: HTMLElement, chosen: File): Promise<void> {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [chosen] } });
  });
}

const footer = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('sl-button[slot="footer"]')].find((button) => button.textContent === text) as HTMLElement;

it('is a 1000 px dialog whose first step needs an uploaded xls/xlsx file of at most 500 KB', async () => {
  const api = fakeApi();
  const { container } = render(<ImportWizard module="permission/Users" api={api} onClose={jest.fn()} />);
  const dialog = container.querySelector('sl-dialog') as HTMLElement;
  expect(dialog.style.getPropertyValue('--width')).toBe('1000px');
  expect(dialog.getAttribute('label')).toBe('批量导入');
  expect(container.querySelector('[aria-current="step"]')?.textContent).toBe('1上传文件');

  fireEvent.click(footer(container, '下一步'));
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('请先上传文件');

  await upload(container, file('users.csv'));
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('请选择.xls,.xlsx类型的文件');
  await upload(container, file('users.xlsx', 500 * 1024 + 1));
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('文件大小超过500KB');
  expect(api.upload).not.toHaveBeenCalled();

  await upload(container, file('first.xls'));
  await upload(container, file('users.XLSX', 500 * 1024));
  expect(api.upload).toHaveBeenCalledTimes(2);
  expect(await screen.findByText(/users\.XLSX/)).toBeTruthy();
  expect(screen.queryByText(/first\.xls/)).toBeNull();

  fireEvent.click(screen.getByText('下载模板'));
  await waitFor(() => expect(download.downloadFile).toHaveBeenCalledWith('/api/file/Download/t', '用户导入模板.xlsx'));
});

it('previews editable rows, removes rows, imports what is left and exports the rejects with reasons', async () => {
  const api = fakeApi();
  const onImported = jest.fn();
  const onClose = jest.fn();
  const { container } = render(<ImportWizard module="permission/Users" api={api} onImported={onImported} onClose={onClose} />);
  await upload(container, file('users.xlsx'));
  await screen.findByText(/users\.xlsx/);
  fireEvent.click(footer(container, '下一步'));
  await screen.findByText('共 3 条数据');
  expect(api.preview).toHaveBeenCalledWith('stored.xlsx');
  expect(container.querySelector('[aria-current="step"]')?.textContent).toBe('2数据预览');

  const cell = container.querySelector('sl-input[aria-label="姓名 1"]') as HTMLElement & { value: string };
  await act(async () => {
    cell.value = '改过的名字';
    cell.dispatchEvent(new Event('sl-input'));
  });
  fireEvent.click(container.querySelector('sl-button[aria-label="删除第2行"]') as HTMLElement);
  expect(screen.getByText('共 2 条数据')).toBeTruthy();

  fireEvent.click(footer(container, '下一步'));
  await screen.findByText('导入失败');
  expect(api.importData).toHaveBeenCalledWith([{ account: 'user1', realName: '改过的名字' }, user(3)]);
  expect(screen.getByText('成功 1 条，失败 1 条')).toBeTruthy();
  expect(screen.getByText('账户已存在')).toBeTruthy();
  expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ snum: 1, fnum: 1 }));

  fireEvent.click(screen.getByText('导出异常数据'));
  expect(api.exportExceptions).toHaveBeenCalledWith([{ account: 'user1', realName: '改过的名字', errorsInfo: '账户已存在' }]);
  await waitFor(() => expect(download.downloadFile).toHaveBeenCalledWith('/api/file/Download/e', '异常数据.xlsx'));
  fireEvent.click(footer(container, '关闭'));
  expect(onClose).toHaveBeenCalled();
});

it('refuses to import an empty preview, goes back a step, and refuses more than 1000 rows', async () => {
  const api = fakeApi([user(1)]);
  const { container, unmount } = render(<ImportWizard module="permission/Users" api={api} onClose={jest.fn()} />);
  await upload(container, file('users.xlsx'));
  await screen.findByText(/users\.xlsx/);
  fireEvent.click(footer(container, '下一步'));
  await screen.findByText('共 1 条数据');
  fireEvent.click(container.querySelector('sl-button[aria-label="删除第1行"]') as HTMLElement);
  fireEvent.click(footer(container, '下一步'));
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('导入数据为空');
  expect(api.importData).not.toHaveBeenCalled();
  fireEvent.click(footer(container, '上一步'));
  expect(container.querySelector('[aria-current="step"]')?.textContent).toBe('1上传文件');
  unmount();

  const many = fakeApi(Array.from({ length: 1001 }, (_, index) => user(index)));
  const second = render(<ImportWizard module="permission/Users" api={many} onClose={jest.fn()} />);
  await upload(second.container, file('users.xlsx'));
  await screen.findByText(/users\.xlsx/);
  fireEvent.click(footer(second.container, '下一步'));
  await waitFor(() => expect(shared.notifyWarning).toHaveBeenLastCalledWith('导入数据最多1000条'));
  expect(second.container.querySelector('[aria-current="step"]')?.textContent).toBe('1上传文件');
});

it('a full import says so and shows no rejects', async () => {
  const api = fakeApi();
  api.importData.mockImplementation((list: readonly ImportRow[]) => Promise.resolve({ resultType: 0, snum: list.length, fnum: 0, failResult: [] }));
  const { container } = render(<ImportWizard module="permission/Users" api={api} onClose={jest.fn()} />);
  await upload(container, file('users.xlsx'));
  await screen.findByText(/users\.xlsx/);
  fireEvent.click(footer(container, '下一步'));
  await screen.findByText('共 3 条数据');
  fireEvent.click(footer(container, '下一步'));
  expect(await screen.findByText('导入成功')).toBeTruthy();
  expect(screen.getByText('成功 3 条，失败 0 条')).toBeTruthy();
  expect(screen.queryByText('导出异常数据')).toBeNull();
});
