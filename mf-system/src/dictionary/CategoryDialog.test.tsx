// The category dialog: spec messages of "Dictionary type", and the tree switch locked when the
// category already has nested items (the server would refuse to flatten it).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { CategoryDialog } from './CategoryDialog';

jest.mock('./api', () => ({
  getTypeParents: jest.fn(() => Promise.resolve([{ id: '-1', fullName: '顶级节点', children: [] }])),
  getDictionaryType: jest.fn(() => Promise.resolve({ id: 't1', parentId: '-1', fullName: '地区', enCode: 'area', isTree: 1, sortCode: 0, description: '' })),
  getDictionaryData: jest.fn(() => Promise.resolve([{ id: 'd1', parentId: '0', fullName: 'a', enCode: 'a', enabledMark: 1, sortCode: 0, children: [{ id: 'd2' }] }])),
  createDictionaryType: jest.fn(() => Promise.resolve({ id: 'new' })),
  updateDictionaryType: jest.fn(() => Promise.resolve(null)),
}));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

it('a new category needs parent, name and code, with the spec messages', async () => {
  render(<CategoryDialog id={null} onClose={jest.fn()} onSaved={jest.fn()} />);
  fireEvent.click(await screen.findByText('确定'));
  expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['上级菜单不能为空', '请输入名称', '请输入编码']);
  expect(document.querySelector('sl-dialog')?.getAttribute('label')).toBe('新建字典分类');
  expect(document.querySelector('sl-switch')?.hasAttribute('disabled')).toBe(false);
});

it('editing a tree category with nested items locks the tree switch', async () => {
  render(<CategoryDialog id="t1" onClose={jest.fn()} onSaved={jest.fn()} />);
  await waitFor(() => expect(document.querySelector('sl-switch')?.hasAttribute('disabled')).toBe(true));
  expect(document.querySelector('sl-switch')?.hasAttribute('checked')).toBe(true);
  expect(document.querySelector('sl-dialog')?.getAttribute('label')).toBe('编辑字典分类');
});
