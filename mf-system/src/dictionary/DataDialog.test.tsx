// The dictionary data dialog against a faked api.ts: spec messages, the '0' root rule, edit mode,
// and a refused save that keeps the dialog and its input.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { DictionaryType } from './api';
import { DataDialog } from './DataDialog';

jest.mock('./api', () => ({
  getDataParents: jest.fn(() => Promise.resolve([{ id: 't1', fullName: '性别', children: [{ id: 'd1', fullName: '男' }] }])),
  getDictionaryDataInfo: jest.fn(() => Promise.resolve({ id: 'd2', parentId: 'd1', fullName: '旧名', enCode: 'old', enabledMark: 0, sortCode: 3, description: '' })),
  createDictionaryData: jest.fn(() => Promise.resolve({ id: 'new' })),
  updateDictionaryData: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  clearDictionaryCache: jest.fn(),
  notifySuccess: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'createDictionaryData' | 'updateDictionaryData' | 'getDataParents', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'clearDictionaryCache' | 'notifySuccess', jest.Mock>;
const category: DictionaryType = { id: 't1', parentId: '-1', fullName: '性别', enCode: 'sex', isTree: 1, sortCode: 0 };

type Field = HTMLElement & { value: string };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => jest.clearAllMocks());

async function type(label: string, value: string): Promise<void> {
  const input = document.querySelector(`sl-input[label="${label}"]`) as Field;
  // Shoelace events are not React's own: act() flushes the update they schedule.
  await act(async () => {
    input.value = value;
    input.dispatchEvent(new CustomEvent('sl-input'));
  });
}

const confirmButton = async () => screen.findByText('确定');

it('shows the spec messages, then creates under the category root sent as 0', async () => {
  const onSaved = jest.fn();
  render(<DataDialog category={category} id={null} onClose={jest.fn()} onSaved={onSaved} />);
  fireEvent.click(await confirmButton());
  expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['请输入名称', '请输入编码']);

  await type('名称', '字'.repeat(51));
  fireEvent.click(await confirmButton());
  expect(await screen.findByText('字典名称最多为50个字符！')).toBeTruthy();
  await type('名称', '😀'.repeat(50)); // code points, not UTF-16 units
  await type('编码', 'c'.repeat(51));
  fireEvent.click(await confirmButton());
  expect(await screen.findByText('字典编码最多为50个字符！')).toBeTruthy();
  expect(screen.queryByText('字典名称最多为50个字符！')).toBeNull();

  await type('编码', 'smile');
  fireEvent.click(await confirmButton());
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.createDictionaryData).toHaveBeenCalledWith(expect.objectContaining({
    dictionaryTypeId: 't1', parentId: '0', fullName: '😀'.repeat(50), enCode: 'smile', enabledMark: 1, sortCode: 0,
  }));
  expect(shared.notifySuccess).toHaveBeenCalledWith('新建成功');
  expect(shared.clearDictionaryCache).toHaveBeenCalled();
});

it('edits with the parent fixed, titled 编辑', async () => {
  const onSaved = jest.fn();
  render(<DataDialog category={category} id="d2" onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(document.querySelector('sl-input[label="名称"]')?.getAttribute('value')).toBe('旧名'));
  await waitFor(() => expect(document.querySelector('sl-select')?.getAttribute('value')).toBe('d1'));
  expect(document.querySelector('sl-dialog')?.getAttribute('label')).toBe('编辑字典');
  const parent = document.querySelector('sl-select') as HTMLElement;
  expect(parent.hasAttribute('disabled')).toBe(true);
  expect(parent.getAttribute('value')).toBe('d1');
  expect(api.getDataParents).toHaveBeenCalledWith('t1', 'd2');
  fireEvent.click(await confirmButton());
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.updateDictionaryData).toHaveBeenCalledWith('d2', expect.objectContaining({ parentId: 'd1', enabledMark: 0, sortCode: 3 }));
  expect(shared.notifySuccess).toHaveBeenCalledWith('更新成功');
});

it('keeps the dialog, its input and an enabled button when the server refuses', async () => {
  api.createDictionaryData.mockRejectedValueOnce(new Error('编码已存在：a'));
  const onSaved = jest.fn();
  render(<DataDialog category={category} id={null} onClose={jest.fn()} onSaved={onSaved} />);
  await confirmButton();
  await type('名称', '甲');
  await type('编码', 'a');
  const confirm = await confirmButton();
  fireEvent.click(confirm);
  await waitFor(() => expect(api.createDictionaryData).toHaveBeenCalled());
  await waitFor(() => expect(confirm.hasAttribute('loading')).toBe(false));
  expect(onSaved).not.toHaveBeenCalled();
  expect(shared.clearDictionaryCache).not.toHaveBeenCalled();
  expect((document.querySelector('sl-input[label="名称"]') as Field).value).toBe('甲');
  expect(document.querySelector('sl-dialog')).not.toBeNull();
});

it('editing a top-level entry shows the category as its fixed 上级, never blank (issue 17 item 5)', async () => {
  const info = jest.requireMock('./api') as Record<'getDictionaryDataInfo', jest.Mock>;
  info.getDictionaryDataInfo.mockResolvedValueOnce({ id: 'd1', parentId: '0', fullName: '男', enCode: 'm', enabledMark: 1, sortCode: 0, description: '' });
  render(<DataDialog category={category} id="d1" onClose={jest.fn()} onSaved={jest.fn()} />);
  await waitFor(() => expect(document.querySelector('sl-input[label="名称"]')?.getAttribute('value')).toBe('男'));
  // The select is made once its options are there, holding the category (the root '0' shown as it).
  await waitFor(() => expect(document.querySelector('sl-select sl-option')).not.toBeNull());
  const parent = document.querySelector('sl-select') as HTMLElement;
  expect(parent.getAttribute('label')).toBe('上级');
  expect(parent.getAttribute('value')).toBe('t1');
  expect(parent.hasAttribute('disabled')).toBe(true);
  expect(parent.querySelector('sl-option[value="t1"]')?.textContent).toBe('性别');
});

it('marks the required fields with the asterisk from the form rules', async () => {
  render(<DataDialog category={category} id={null} onClose={jest.fn()} onSaved={jest.fn()} />);
  await confirmButton();
  const required = [...document.querySelectorAll('[data-required]')].map((row) => row.getAttribute('data-field'));
  expect(required).toEqual(expect.arrayContaining(['fullName', 'enCode']));
  expect(required).not.toContain('description');
});
