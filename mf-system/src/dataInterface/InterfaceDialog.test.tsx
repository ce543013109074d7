// The data-interface form over a fake transport: the rules of each type with the server's words,
// the parameter rows, what is sent on save, and a preview of the unsaved form.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { CATEGORY_DICTIONARY } from './api';
import { DataInterfaceApiContext } from './apiContext';
import { InterfaceDialog } from './InterfaceDialog';
import { fakeTransport, type FakeTransport } from './testing';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));
const shared = jest.requireMock('@atrium/shared') as Record<'notifySuccess', jest.Mock>;

type Field = HTMLElement & { value: string; checked?: boolean };
let transport: FakeTransport;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  transport = fakeTransport();
  transport.on(`GET /api/system/DictionaryData/${CATEGORY_DICTIONARY}/Data/Selector`, { list: [{ id: 'c1', fullName: '业务接口' }] });
  transport.on('POST /api/system/DataInterface', { id: 'new' });
  transport.on('POST /api/system/DataInterface/0/Actions/Preview', { list: [{ id: '1', name: '北京' }, { id: '2', name: null }], fields: ['id', 'name'], total: 2, duration: 3 });
  transport.on('POST /api/system/DataInterface/0/Actions/GetFields', ['id', 'name']);
});

const field = (selector: string) => document.querySelector(selector) as Field;
async function type(selector: string, value: string, event = 'sl-input'): Promise<void> {
  await waitFor(() => expect(field(selector)).not.toBeNull());
  await act(async () => {
    field(selector).value = value;
    field(selector).dispatchEvent(new CustomEvent(event));
  });
}
const alerts = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
const button = (text: string): HTMLElement => {
  const found = [...document.querySelectorAll('sl-button')].filter((element) => element.textContent?.trim() === text);
  if (found.length === 0) throw new Error(`no button ${text}`);
  return found[found.length - 1] as HTMLElement;
};

function open(onSaved = jest.fn()) {
  render(
    <DataInterfaceApiContext.Provider value={transport.api}>
      <InterfaceDialog id={null} categories={[{ id: 'c1', fullName: '业务接口' }]} onClose={jest.fn()} onSaved={onSaved} />
    </DataInterfaceApiContext.Provider>,
  );
  return onSaved;
}

it('refuses empty and malformed static data with the server’s words, then creates with what was typed', async () => {
  const onSaved = open();
  const ok = await screen.findByText('确定');
  fireEvent.click(ok);
  expect(await alerts()).toEqual(['请输入接口名称', '请输入接口编码', '请选择接口分类', '请输入静态数据']);

  await type('sl-input[label="接口名称"]', '城市');
  await type('sl-input[label="接口编码"]', '.city');
  await type('sl-select[label="接口分类"]', 'c1', 'sl-change');
  await type('sl-textarea[label="静态数据"]', '[{"id": 1,}]');
  fireEvent.click(ok);
  const found = await alerts();
  expect(found[0]).toBe('编码只能输入英文、数字和小数点且小数点不能放在首尾');
  expect(found[1]).toMatch(/^静态数据不是有效的 JSON：/);
  expect(transport.callsTo('POST /api/system/DataInterface')).toHaveLength(0);

  await type('sl-input[label="接口编码"]', 'city');
  await type('sl-textarea[label="静态数据"]', '[{"id":"1","name":"北京"}]');
  fireEvent.click(ok);
  await waitFor(() => expect(transport.callsTo('POST /api/system/DataInterface')).toHaveLength(1));
  expect(transport.callsTo('POST /api/system/DataInterface')[0]?.payload).toEqual({
    categoryId: 'c1', fullName: '城市', enCode: 'city', dataType: 2, requestMethod: 'GET', path: '', query: '[{"id":"1","name":"北京"}]',
    requestHeaders: [], requestParameters: [], sortCode: 0, enabledMark: 1, description: '',
  });
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(shared.notifySuccess).toHaveBeenCalledWith('新建成功');
});

it('holds SQL to one SELECT and HTTP to a full address, and checks the parameter names', async () => {
  open();
  const ok = await screen.findByText('确定');
  await type('sl-input[label="接口名称"]', '用户');
  await type('sl-input[label="接口编码"]', 'users');
  await type('sl-select[label="接口分类"]', 'c1', 'sl-change');
  await type('sl-radio-group[label="接口类型"]', '1', 'sl-change');
  await type('sl-textarea[label="SQL 语句"]', 'DELETE FROM users');
  fireEvent.click(button('添加参数'));
  fireEvent.click(button('添加参数'));
  const names = () => [...document.querySelectorAll('sl-input[aria-label="参数名"]')] as Field[];
  await waitFor(() => expect(names()).toHaveLength(2));
  await act(async () => {
    names()[0]!.value = 'org';
    names()[0]!.dispatchEvent(new CustomEvent('sl-input'));
    names()[1]!.value = 'org';
    names()[1]!.dispatchEvent(new CustomEvent('sl-input'));
  });
  fireEvent.click(ok);
  expect(await alerts()).toEqual(['只能使用单条 SELECT 查询语句', '参数名重复：org']);

  await act(async () => {
    names()[1]!.value = '9x';
    names()[1]!.dispatchEvent(new CustomEvent('sl-input'));
  });
  fireEvent.click(ok);
  expect(await alerts()).toEqual(['只能使用单条 SELECT 查询语句', '参数名“9x”不正确：必须以字母开头，只能包含字母、数字和下划线']);

  await type('sl-radio-group[label="接口类型"]', '3', 'sl-change');
  await type('sl-input[label="接口地址"]', 'ftp://files.example.com/a');
  fireEvent.click(ok);
  expect((await alerts())[0]).toBe('接口地址必须是 http:// 或 https:// 开头的完整地址，且不能包含账号密码');
  expect(transport.callsTo('POST /api/system/DataInterface')).toHaveLength(0);
});

it('previews the unsaved form with the parameter values and shows the result table and fields', async () => {
  open();
  await screen.findByText('确定');
  await type('sl-input[label="接口名称"]', '城市');
  await type('sl-input[label="接口编码"]', 'city');
  await type('sl-select[label="接口分类"]', 'c1', 'sl-change');
  await type('sl-textarea[label="静态数据"]', '[{"id":"1","name":"北京"}]');
  fireEvent.click(button('添加参数'));
  await type('sl-input[aria-label="参数名"]', 'q');
  await type('sl-input[label="q"]', '北');
  fireEvent.click(button('运行预览'));
  await waitFor(() => expect(transport.callsTo('POST /api/system/DataInterface/0/Actions/Preview')).toHaveLength(1));
  const payload = transport.callsTo('POST /api/system/DataInterface/0/Actions/Preview')[0]?.payload as { paramList: unknown; config: { enCode: string; requestParameters: unknown } };
  expect(payload.paramList).toEqual([{ field: 'q', value: '北' }]);
  expect(payload.config.enCode).toBe('city');
  expect(payload.config.requestParameters).toEqual([{ field: 'q', fieldName: '', dataType: 'varchar', required: 0, defaultValue: '' }]);
  expect(await screen.findByText('共 2 行（最多显示 500 行），用时 3 ms')).toBeTruthy();
  expect(await screen.findByText('北京')).toBeTruthy();
  fireEvent.click(button('获取字段'));
  expect(await screen.findByText('字段：id, name')).toBeTruthy();
  // Previewing saves nothing.
  expect(transport.callsTo('POST /api/system/DataInterface')).toHaveLength(0);
});
