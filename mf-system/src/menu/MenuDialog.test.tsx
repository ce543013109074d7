// The menu dialog against a faked api.ts: the fields each type needs, the spec messages, and the
// body sent for a new and an edited menu.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { MenuDialog } from './MenuDialog';

jest.mock('./api', () => ({
  MENU_ROOT: '-1',
  getMenuParents: jest.fn(() => Promise.resolve([{ id: '-1', fullName: '顶级节点', children: [{ id: 'dir', fullName: '系统管理' }] }])),
  getMenu: jest.fn(() => Promise.resolve({
    id: 'm1', parentId: 'dir', systemId: 'sys', type: 3, fullName: '模型', enCode: 'demo.model', icon: 'icon-ym icon-ym-onlineDev',
    urlAddress: 'model/demo', linkTarget: '_self', propertyJson: '{"moduleId":"v1","isTree":0}', sortCode: 4, enabledMark: 0,
    isButtonAuthorize: 1, isColumnAuthorize: 1, isFormAuthorize: 0, isDataAuthorize: 1, description: '说明',
  })),
  createMenu: jest.fn(() => Promise.resolve({ id: 'new' })),
  updateMenu: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));

const api = jest.requireMock('./api') as Record<'createMenu' | 'updateMenu' | 'getMenuParents', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'notifySuccess', jest.Mock>;

type Field = HTMLElement & { value: string };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => jest.clearAllMocks());

async function change(selector: string, value: string, event = 'sl-input'): Promise<void> {
  const field = document.querySelector(selector) as Field;
  // Shoelace events are not React's own: act() flushes the update they schedule.
  await act(async () => {
    field.value = value;
    field.dispatchEvent(new CustomEvent(event));
  });
}

const confirm = () => screen.findByText('确定');
const alerts = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent);

it('asks a page for its address, a link for http(s) and a dynamic type for its moduleId, then creates', async () => {
  const onSaved = jest.fn();
  render(<MenuDialog systemId="sys" id={null} parentId="dir" onClose={jest.fn()} onSaved={onSaved} />);
  fireEvent.click(await confirm());
  expect(document.querySelector('sl-dialog')?.getAttribute('label')).toBe('新建菜单');
  expect(api.getMenuParents).toHaveBeenCalledWith('sys', null);
  expect(await alerts()).toEqual(['请输入名称', '请输入编码', '请输入链接地址']);

  await change('sl-input[label="菜单名称"]', '外部文档');
  await change('sl-input[label="编码"]', 'docs.link');
  await change('sl-select[label="类型"]', '7', 'sl-change');
  expect(document.querySelector('sl-radio-group[label="打开方式"]')).not.toBeNull();
  await change('sl-input[label="链接地址"]', 'ftp://x');
  fireEvent.click(await confirm());
  expect(await alerts()).toEqual(['外链地址必须以 http:// 或 https:// 开头']);

  await change('sl-select[label="类型"]', '3', 'sl-change');
  expect(document.querySelector('sl-radio-group[label="打开方式"]')).toBeNull();
  fireEvent.click(await confirm());
  expect(await alerts()).toContain('该菜单类型需要填写功能设置（propertyJson，含 moduleId）');
  await change('sl-textarea[label="功能设置"]', '{"moduleId":"v9"}');
  await change('sl-input[label="链接地址"]', '');

  // Directories have no address and no authorise switches.
  await change('sl-select[label="类型"]', '0', 'sl-change');
  expect(document.querySelector('sl-input[label="链接地址"]')).toBeNull();
  expect(document.querySelector('sl-switch')?.textContent).toBe('状态');
  await change('sl-select[label="类型"]', '3', 'sl-change');
  fireEvent.click(await confirm());
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.createMenu).toHaveBeenCalledWith(expect.objectContaining({
    parentId: 'dir', systemId: 'sys', type: 3, fullName: '外部文档', enCode: 'docs.link', urlAddress: '', propertyJson: '{"moduleId":"v9"}',
    isButtonAuthorize: 1, isColumnAuthorize: 0, enabledMark: 1, sortCode: 0,
  }));
  expect(shared.notifySuccess).toHaveBeenCalledWith('新建成功');
});

it('loads a menu for editing and sends it back with its id', async () => {
  const onSaved = jest.fn();
  render(<MenuDialog systemId="sys" id="m1" parentId="dir" onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(document.querySelector('sl-input[label="菜单名称"]')?.getAttribute('value')).toBe('模型'));
  expect(document.querySelector('sl-dialog')?.getAttribute('label')).toBe('编辑菜单');
  expect(api.getMenuParents).toHaveBeenCalledWith('sys', 'm1');
  fireEvent.click(await confirm());
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.updateMenu).toHaveBeenCalledWith('m1', expect.objectContaining({
    type: 3, parentId: 'dir', urlAddress: 'model/demo', propertyJson: '{"moduleId":"v1","isTree":0}', enabledMark: 0, isDataAuthorize: 1, sortCode: 4,
  }));
  expect(shared.notifySuccess).toHaveBeenCalledWith('更新成功');
});

it('keeps the dialog and its input when the server refuses', async () => {
  api.createMenu.mockRejectedValueOnce(new Error('编码已存在：x'));
  const onSaved = jest.fn();
  render(<MenuDialog systemId="sys" id={null} parentId="-1" onClose={jest.fn()} onSaved={onSaved} />);
  await confirm();
  await change('sl-input[label="菜单名称"]', '甲');
  await change('sl-input[label="编码"]', 'x');
  await change('sl-input[label="链接地址"]', 'a/b');
  fireEvent.click(await confirm());
  await waitFor(() => expect(api.createMenu).toHaveBeenCalled());
  expect(onSaved).not.toHaveBeenCalled();
  expect((document.querySelector('sl-input[label="菜单名称"]') as Field).value).toBe('甲');
});
