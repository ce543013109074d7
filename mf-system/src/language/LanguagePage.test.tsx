// 翻译管理 over the fake transport: rows in three languages with missing and changed texts, the
// missing-only filter, an override saved per language in the server's words, and a reset.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { createLanguageApi, type LanguageApi, type LanguageRow } from './api';
import { LanguageView } from './LanguagePage';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'notifySuccess', jest.Mock>;
const BASE = '/api/system/Language';

type Row = Omit<LanguageRow, 'id'>;
const row = (key: string, texts: Partial<Row> = {}): Row => ({
  namespace: 'system', key, zh: '保存', zhtw: '保存', en: 'Save', builtIn: { zh: '保存', zhtw: '保存', en: 'Save' },
  overrides: { zh: null, zhtw: null, en: null }, missing: [], ...texts,
});

let fake: FakeTransport<LanguageApi>;
let rows: Row[];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  rows = [
    row('sysConfig.save'),
    row('map.title', { zh: '数据地图', zhtw: '', en: 'Map data', builtIn: { zh: '数据地图', zhtw: '', en: 'Maps' }, overrides: { zh: null, zhtw: null, en: 'Map data' }, missing: ['zhtw'] }),
  ];
  fake = createFakeTransport(createLanguageApi);
  fake.on(`GET ${BASE}`, (params: unknown) => {
    const missingOnly = (params as { missing?: number }).missing === 1;
    const list = rows.filter((item) => !missingOnly || item.missing.length > 0);
    return { list, pagination: { currentPage: 1, pageSize: 20, total: list.length } };
  });
  fake.on(`GET ${BASE}/Namespaces`, { list: [{ namespace: 'system', total: 2, missing: 1 }], catalog: true });
  fake.on(`PUT ${BASE}/Override`, null);
  fake.on(`DELETE ${BASE}/Override?namespace=system&key=map.title`, null);
});

const rowOf = (key: string) => screen.getByText(key).closest('tr') as HTMLElement;
const dialog = () => document.querySelector('sl-dialog') as HTMLElement;
const typeText = (element: Element, value: string) => {
  (element as HTMLElement & { value: string }).value = value;
  fireEvent(element, new Event('sl-input'));
};

it('lists keys in three languages, marks missing and changed texts, counts the missing ones', async () => {
  render(<LanguageView api={fake.api} />);
  expect(await screen.findByText('map.title')).toBeTruthy();
  expect(within(rowOf('map.title')).getByText('缺少')).toBeTruthy();
  expect(within(rowOf('map.title')).getByText('已修改')).toBeTruthy();
  expect(within(rowOf('sysConfig.save')).queryByText('恢复默认')).toBeNull();
  expect(screen.getByText('缺少翻译：1 条')).toBeTruthy();
});

it('filters to the keys lacking a translation through the server', async () => {
  render(<LanguageView api={fake.api} />);
  await screen.findByText('sysConfig.save');
  const box = document.querySelector('sl-checkbox') as HTMLElement & { checked: boolean };
  box.checked = true;
  fireEvent(box, new Event('sl-change'));
  await waitFor(() => expect(screen.queryByText('sysConfig.save')).toBeNull());
  expect(fake.calls.some((call) => call.method === 'GET' && (call.payload as { missing?: number } | undefined)?.missing === 1)).toBe(true);
});

it('saves only the changed language, refuses a blank text in the server’s words, and restores defaults', async () => {
  render(<LanguageView api={fake.api} />);
  await screen.findByText('map.title');
  fireEvent.click(within(rowOf('map.title')).getByText('修改'));
  await waitFor(() => expect(dialog()).not.toBeNull());
  expect(within(dialog()).getByText('默认：Maps')).toBeTruthy();
  const zhtw = dialog().querySelector('sl-textarea[data-lang="zhtw"]') as Element;
  typeText(zhtw, '   ');
  fireEvent.click(within(dialog()).getByText('确定'));
  expect(await within(dialog()).findByText('译文不能只包含空白字符')).toBeTruthy();
  expect(fake.callsTo(`PUT ${BASE}/Override`)).toHaveLength(0);
  typeText(zhtw, ' 資料地圖 ');
  fireEvent.click(within(dialog()).getByText('确定'));
  await waitFor(() => expect(fake.callsTo(`PUT ${BASE}/Override`)).toHaveLength(1));
  expect(fake.callsTo(`PUT ${BASE}/Override`)[0]?.payload).toEqual({ namespace: 'system', key: 'map.title', lang: 'zhtw', value: '資料地圖' });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('保存成功，已打开的页面会立即更新'));

  fireEvent.click(within(rowOf('map.title')).getByText('恢复默认'));
  await waitFor(() => expect(fake.callsTo(`DELETE ${BASE}/Override?namespace=system&key=map.title`)).toHaveLength(1));
  expect(shared.confirmDialog.mock.calls[0]?.[0]).toMatchObject({ message: '确定将“system:map.title”恢复为默认译文吗？' });
});

it('says when the build left no catalogue', async () => {
  fake.on(`GET ${BASE}/Namespaces`, { list: [], catalog: false });
  render(<LanguageView api={fake.api} />);
  expect(await screen.findByText(/未找到门户的翻译目录/)).toBeTruthy();
});
