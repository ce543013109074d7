// The page's buttons follow the route's permission entry, and a toggle is confirmed, then clears
// the shared dictionary cache and reloads the list.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { DictionaryData, DictionaryType } from './api';
import { DictionaryPage } from './DictionaryPage';

const categories: DictionaryType[] = [{ id: 't1', parentId: '-1', fullName: '地区', enCode: 'area', isTree: 1, sortCode: 0 }];
const tree: DictionaryData[] = [
  { id: 'd1', parentId: '0', fullName: '华东', enCode: 'east', enabledMark: 1, sortCode: 0, children: [
    { id: 'd2', parentId: 'd1', fullName: '上海', enCode: 'sh', enabledMark: 0, sortCode: 0 },
  ] },
];

jest.mock('./api', () => ({
  getDictionaryTypes: jest.fn(() => Promise.resolve(categories)),
  getDictionaryData: jest.fn(() => Promise.resolve(tree)),
  toggleDictionaryData: jest.fn(() => Promise.resolve({ enabledMark: 0 })),
  deleteDictionaryData: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => false),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(false)),
  clearDictionaryCache: jest.fn(),
  notifySuccess: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'getDictionaryData' | 'toggleDictionaryData' | 'deleteDictionaryData', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog' | 'confirmDelete' | 'clearDictionaryCache', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => jest.clearAllMocks());

it('without btn_add/btn_edit/btn_remove shows the tree data but no add, edit, delete or toggle', async () => {
  render(<DictionaryPage />);
  expect(await screen.findByText('上海')).toBeTruthy(); // tree rows start expanded
  expect(api.getDictionaryData).toHaveBeenCalledWith('t1', { keyword: '', isTree: 1 });
  expect(screen.getByText('禁用', { selector: 'sl-tag' })).toBeTruthy();
  for (const label of ['新建', '编辑', '删除']) expect(screen.queryByText(label)).toBeNull();
  // Every top-level row has children: the expand/collapse toggle is offered.
  expect(screen.getByText('折叠')).toBeTruthy();
});

it('with the codes shows the buttons; a confirmed toggle clears the cache and reloads, a declined delete does nothing', async () => {
  shared.usePermission.mockImplementation(() => true);
  render(<DictionaryPage />);
  expect(await screen.findByText('新建')).toBeTruthy();
  await screen.findByText('上海');
  const [disable] = screen.getAllByText('禁用', { selector: 'sl-button' });
  fireEvent.click(disable as HTMLElement);
  await waitFor(() => expect(api.toggleDictionaryData).toHaveBeenCalledWith('d1'));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将禁用“华东”, 是否继续?' });
  await waitFor(() => expect(shared.clearDictionaryCache).toHaveBeenCalled());
  await waitFor(() => expect(api.getDictionaryData).toHaveBeenCalledTimes(2));

  const [remove] = screen.getAllByText('删除');
  fireEvent.click(remove as HTMLElement);
  await waitFor(() => expect(shared.confirmDelete).toHaveBeenCalledWith({ name: '华东' }));
  expect(api.deleteDictionaryData).not.toHaveBeenCalled();
});

it('a failed item load says so with a retry instead of an empty list, and the retry loads them (issue 19 item 7)', async () => {
  api.getDictionaryData.mockImplementationOnce(() => Promise.reject(new Error('服务器繁忙')));
  render(<DictionaryPage />);
  expect((await screen.findByRole('alert')).textContent).toContain('数据加载失败：服务器繁忙');
  expect(screen.queryByText('暂无数据')).toBeNull();
  fireEvent.click(screen.getByText('重试'));
  expect(await screen.findByText('上海')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(api.getDictionaryData).toHaveBeenCalledTimes(2);
});
