import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { OrganizePicker } from './OrganizePicker';
import { fakePickerApi, node } from './testing/fakeApi';
import { search } from './testing/search';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

function treeApi() {
  const api = fakePickerApi();
  api.departments.mockImplementation((parentId: string) =>
    Promise.resolve(
      parentId === '0'
        ? [node('c1', 'company', { hasChildren: true })]
        : parentId === 'c1'
          ? [node('d1', 'department', { lastFullName: '名c1/名d1' }), node('d2', 'department')]
          : [],
    ),
  );
  return api;
}

const chosenPane = () => within(screen.getByRole('region', { name: '已选' }));

it('is an 800 px dialog with a lazy tree; multiple choice, per-item delete, clear and confirm', async () => {
  const api = treeApi();
  const onConfirm = jest.fn();
  const { container } = render(<OrganizePicker value={[]} multiple onConfirm={onConfirm} onClose={jest.fn()} api={api} />);
  expect((container.querySelector('sl-dialog') as HTMLElement).style.getPropertyValue('--width')).toBe('800px');
  await screen.findByRole('treeitem', { name: '名c1' });
  expect(api.departments).toHaveBeenCalledWith('0', false);
  expect(screen.queryByRole('treeitem', { name: '名d1' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: '展开 名c1' }));
  fireEvent.click(await screen.findByRole('treeitem', { name: '名d1' }));
  expect(api.departments).toHaveBeenCalledWith('c1', false);
  fireEvent.click(screen.getByRole('treeitem', { name: '名d2' }));
  fireEvent.click(screen.getByRole('treeitem', { name: '名c1' }));
  expect(screen.getByRole('treeitem', { name: '名d1' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByText('已选 (3)')).toBeTruthy();
  expect(chosenPane().getByText('名c1/名d1')).toBeTruthy();

  fireEvent.click(container.querySelector('sl-icon-button[label="删除名d2"]') as HTMLElement);
  expect(screen.getByText('已选 (2)')).toBeTruthy();
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenLastCalledWith(['d1', 'c1'], [expect.objectContaining({ id: 'd1' }), expect.objectContaining({ id: 'c1' })]);

  fireEvent.click(screen.getByText('清空列表'));
  expect(screen.getByText('已选 (0)')).toBeTruthy();
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenLastCalledWith([], []);
});

it('single mode keeps one choice, labels the value it opens with, and searches by keyword', async () => {
  const api = treeApi();
  api.selectedItems.mockResolvedValue([node('d9', 'department', { fullName: '财务部' })]);
  api.searchDepartments.mockResolvedValue([node('d5', 'department', { fullName: '研发部', lastFullName: '名c1/研发部' })]);
  const onConfirm = jest.fn();
  const { container } = render(<OrganizePicker value={['d9']} onConfirm={onConfirm} onClose={jest.fn()} api={api} />);
  expect(await chosenPane().findByText('财务部')).toBeTruthy();
  expect(api.selectedItems).toHaveBeenCalledWith(['d9--department']);

  await search(container, '研发');
  expect(api.searchDepartments).toHaveBeenCalledWith('研发', false);
  fireEvent.click(await screen.findByRole('option', { name: /研发部/ }));
  expect(chosenPane().queryByText('财务部')).toBeNull();
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenCalledWith(['d5'], [expect.objectContaining({ id: 'd5' })]);
});

it('asks SelectorByAuth with auth, and offers only the custom candidates with selectType custom', async () => {
  const api = treeApi();
  const { unmount } = render(<OrganizePicker value={[]} auth onConfirm={jest.fn()} onClose={jest.fn()} api={api} />);
  await waitFor(() => expect(api.departments).toHaveBeenCalledWith('0', true));
  unmount();

  api.selectedItems.mockImplementation((ids: readonly string[]) => Promise.resolve(ids.map((id) => node(id.split('--')[0] ?? id, 'department'))));
  render(<OrganizePicker value={[]} selectType="custom" ableIds={['d1', 'd2']} onConfirm={jest.fn()} onClose={jest.fn()} api={api} />);
  expect(await screen.findByRole('option', { name: '名d1' })).toBeTruthy();
  expect(screen.getByRole('option', { name: '名d2' })).toBeTruthy();
  expect(screen.queryByRole('tree')).toBeNull();
});
