// The category drawer's 导出 and 导入 follow the page's btn_export / btn_import: export downloads the
// category's items as xlsx, import opens @atrium/ui's ImportWizard on the category's module base.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import type { ImportWizardProps } from '@atrium/ui';
import { registerSystemTranslations } from '../i18n';
import type { DictionaryType } from './api';
import { CategoryManager } from './CategoryManager';

const categories: DictionaryType[] = [{ id: 't1', parentId: '-1', fullName: '地区', enCode: 'area', isTree: 1, sortCode: 0 }];

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getTypeParents: jest.fn(() => Promise.resolve([])),
  exportDictionaryData: jest.fn(() => Promise.resolve({ url: '/api/file/Download/ticket/地区20240101.xlsx', name: '地区20240101.xlsx' })),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => false),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  clearDictionaryCache: jest.fn(),
}));
jest.mock('@atrium/ui', () => ({
  ...jest.requireActual('@atrium/ui'),
  downloadFile: jest.fn(),
  ImportWizard: jest.fn(({ module, title, onImported, onClose }: ImportWizardProps) => (
    <div role="dialog" aria-label={title} data-module={module}>
      <button type="button" onClick={() => onImported?.({ resultType: 0, snum: 3, fnum: 0, failResult: [] })}>imported</button>
      <button type="button" onClick={onClose}>close</button>
    </div>
  )),
}));

const api = jest.requireMock('./api') as Record<'exportDictionaryData', jest.Mock>;
const download = jest.requireMock('@atrium/ui') as Record<'downloadFile', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog' | 'clearDictionaryCache', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => jest.clearAllMocks());

const renderManager = (onChanged = jest.fn()) =>
  render(<CategoryManager categories={categories} loading={false} onChanged={onChanged} onClose={jest.fn()} />);

it('without btn_export / btn_import offers neither export nor import', async () => {
  renderManager();
  expect(await screen.findByText('地区')).toBeTruthy();
  expect(screen.queryByText('导出')).toBeNull();
  expect(screen.queryByText('导入')).toBeNull();
});

it('export confirms, then downloads the category\'s xlsx; import opens the wizard on the category and reloads after an import', async () => {
  shared.usePermission.mockImplementation((_kind: string, code: string) => code === 'btn_export' || code === 'btn_import');
  const onChanged = jest.fn();
  renderManager(onChanged);
  fireEvent.click(await screen.findByText('导出'));
  await waitFor(() => expect(download.downloadFile).toHaveBeenCalledWith('/api/file/Download/ticket/地区20240101.xlsx', '地区20240101.xlsx'));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '您确定要导出分类“地区”, 是否继续?' });
  expect(api.exportDictionaryData).toHaveBeenCalledWith('t1');

  fireEvent.click(screen.getByText('导入'));
  const wizard = await screen.findByRole('dialog', { name: '导入字典数据：地区' });
  expect(wizard.getAttribute('data-module')).toBe('system/DictionaryData/t1');
  fireEvent.click(screen.getByText('imported'));
  expect(shared.clearDictionaryCache).toHaveBeenCalled();
  expect(onChanged).toHaveBeenCalled();
  fireEvent.click(screen.getByText('close'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入字典数据：地区' })).toBeNull());
});

it('with no categories shows the empty picture and, to a user who may add, 添加数据 opening the new-category dialog', async () => {
  shared.usePermission.mockImplementation((_kind: string, code: string) => code === 'btn_add');
  const { unmount } = render(<CategoryManager categories={[]} loading={false} onChanged={jest.fn()} onClose={jest.fn()} />);
  fireEvent.click(await screen.findByText('添加数据'));
  expect(document.querySelector('svg[data-empty-illustration]')).not.toBeNull();
  await waitFor(() => expect(document.querySelector('sl-dialog[label="新建字典分类"]')).not.toBeNull());
  unmount();
});

it('with no categories offers no 添加数据 to a user who may not add', async () => {
  shared.usePermission.mockImplementation(() => false);
  render(<CategoryManager categories={[]} loading={false} onChanged={jest.fn()} onClose={jest.fn()} />);
  await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
  expect(screen.queryByText('添加数据')).toBeNull();
});
