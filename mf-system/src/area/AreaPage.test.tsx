// The areas page's keyword search (issue 17 item 6): the tree narrows to the matches at any level
// and the areas above them, opened; 重置 brings the whole tree back; nothing found says so.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { Area } from './api';
import { AreaPage } from './AreaPage';

const area = (id: string, parentId: string, fullName: string, type: number, hasChildren: boolean): Area => ({
  id, parentId, fullName, enCode: id, type, isLeaf: !hasChildren, hasChildren, enabledMark: 1, sortCode: 0,
});
const provinces = [area('110000', '-1', '北京市', 1, true), area('440000', '-1', '广东省', 1, true)];

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getAreas: jest.fn(() => Promise.resolve(provinces)),
  searchAreas: jest.fn(() => Promise.resolve([])),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => false),
}));

const api = jest.requireMock('./api') as Record<'getAreas' | 'searchAreas', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => jest.clearAllMocks());

async function searchFor(keyword: string): Promise<void> {
  const input = (await screen.findByRole('search')).querySelector<HTMLElement & { value: string }>('sl-input')!;
  await act(async () => {
    input.value = keyword;
    input.dispatchEvent(new CustomEvent('sl-input'));
  });
  fireEvent.submit(screen.getByRole('search'));
}

it('narrows the tree to the matches and the areas above them, opened, and 重置 brings the whole tree back', async () => {
  api.searchAreas.mockResolvedValueOnce([
    area('440000', '-1', '广东省', 1, true),
    area('440300', '440000', '深圳市', 2, true),
    area('440304', '440300', '福田区', 3, false),
  ]);
  render(<AreaPage />);
  expect(await screen.findByText('北京市')).toBeTruthy();
  expect(api.getAreas).toHaveBeenCalledWith('-1');

  await searchFor('福田');
  await waitFor(() => expect(api.searchAreas).toHaveBeenCalledWith('福田'));
  // Opened all the way down without a click; the other province is gone.
  expect(await screen.findByText('福田区')).toBeTruthy();
  expect(screen.getByText('深圳市')).toBeTruthy();
  expect(screen.getByText('广东省')).toBeTruthy();
  expect(screen.queryByText('北京市')).toBeNull();
  expect(api.getAreas).toHaveBeenCalledTimes(1);

  fireEvent.click(screen.getByText('重置'));
  expect(await screen.findByText('北京市')).toBeTruthy();
  expect(screen.queryByText('福田区')).toBeNull();
  expect(api.getAreas).toHaveBeenCalledTimes(2);
});

it('a search that finds nothing says so and offers to clear it', async () => {
  render(<AreaPage />);
  await screen.findByText('北京市');
  await searchFor('无此地');
  expect(await screen.findByText('清空搜索')).toBeTruthy();
  expect(screen.queryByText('北京市')).toBeNull();
  fireEvent.click(screen.getByText('清空搜索'));
  expect(await screen.findByText('北京市')).toBeTruthy();
});

it('a failed load of the provinces says so with a retry instead of an empty tree (issue 19 item 7)', async () => {
  api.getAreas.mockImplementationOnce(() => Promise.reject(new Error('服务器繁忙')));
  render(<AreaPage />);
  expect((await screen.findByRole('alert')).textContent).toContain('数据加载失败：服务器繁忙');
  expect(screen.queryByText('暂无数据')).toBeNull();
  fireEvent.click(screen.getByText('重试'));
  expect(await screen.findByText('北京市')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
