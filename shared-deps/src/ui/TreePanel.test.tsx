// Shoelace is not defined in jsdom, so React sets the elements' attributes (not properties).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { TreePanel } from './TreePanel';

interface Node {
  id: string;
  fullName: string;
  children?: Node[];
}

const nodes: Node[] = [
  { id: 'g', fullName: '系统', children: [{ id: 's', fullName: '性别' }, { id: 'e', fullName: '学历' }] },
  { id: 'h', fullName: '其他' },
];
const label = (node: Node) => node.fullName;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

const item = (container: HTMLElement, id: string) =>
  container.querySelector(`sl-tree-item[data-id="${id}"]`) as HTMLElement | null;

const button = (container: HTMLElement, label: string) =>
  container.querySelector(`sl-icon-button[label="${label}"]`) as HTMLElement;

it('filters by keyword keeping ancestors, expands and collapses all, refreshes', async () => {
  const onRefresh = jest.fn();
  const { container } = render(<TreePanel title="字典分类" nodes={nodes} label={label} selectedId="s" onRefresh={onRefresh} />);
  expect(item(container, 's')?.hasAttribute('selected')).toBe(true);
  expect(item(container, 'g')?.hasAttribute('expanded')).toBe(true);

  fireEvent.click(button(container, '折叠全部'));
  expect(item(container, 'g')?.hasAttribute('expanded')).toBe(false);
  fireEvent.click(button(container, '展开全部'));
  expect(item(container, 'g')?.hasAttribute('expanded')).toBe(true);
  fireEvent.click(button(container, '刷新'));
  expect(onRefresh).toHaveBeenCalled();

  const filter = container.querySelector('sl-input') as unknown as HTMLElement & { value: string };
  filter.value = '学';
  filter.dispatchEvent(new CustomEvent('sl-input'));
  // Shoelace events are not React's own: the update renders asynchronously.
  await waitFor(() => expect(item(container, 's')).toBeNull());
  expect(item(container, 'e')).not.toBeNull();
  expect(item(container, 'g')).not.toBeNull();
  expect(item(container, 'h')).toBeNull();
  filter.value = 'zzz';
  filter.dispatchEvent(new CustomEvent('sl-input'));
  expect(await screen.findByText('暂无数据')).toBeTruthy();
});

it('reports the selected node and keeps user expansion in step', async () => {
  const onSelect = jest.fn();
  const { container } = render(<TreePanel title="字典分类" nodes={nodes} label={label} onSelect={onSelect} />);
  const tree = container.querySelector('sl-tree') as HTMLElement;
  tree.dispatchEvent(new CustomEvent('sl-selection-change', { detail: { selection: [item(container, 'e')] } }));
  expect(onSelect).toHaveBeenCalledWith(nodes[0]?.children?.[1]);

  item(container, 'g')?.dispatchEvent(new CustomEvent('sl-collapse', { bubbles: true }));
  await waitFor(() => expect(item(container, 'g')?.hasAttribute('expanded')).toBe(false));
});

it('folds the tree to its title and back with a titled header button (a phone shows it, issue 19 item 3)', () => {
  const { container } = render(<TreePanel title="字典分类" nodes={nodes} label={label} />);
  const panel = container.firstElementChild as HTMLElement;
  expect(panel.hasAttribute('data-folded')).toBe(false);
  const fold = button(container, '收起字典分类');
  expect(fold.getAttribute('title')).toBe('收起字典分类');
  expect(fold.getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(fold);
  expect(panel.hasAttribute('data-folded')).toBe(true);
  const unfold = button(container, '展开字典分类');
  expect(unfold.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(unfold);
  expect(panel.hasAttribute('data-folded')).toBe(false);
  // Every header button says what it does on hover too.
  for (const name of ['展开全部', '折叠全部']) expect(button(container, name).getAttribute('title')).toBe(name);
});

it('says the tree could not load, with a retry through onRefresh, instead of 暂无数据', () => {
  const onRefresh = jest.fn();
  render(<TreePanel title="字典分类" nodes={[]} label={label} loadError={new Error('网络错误')} onRefresh={onRefresh} />);
  expect(screen.queryByText('暂无数据')).toBeNull();
  expect(screen.getByRole('alert').textContent).toContain('数据加载失败：网络错误');
  fireEvent.click(screen.getByText('重试'));
  expect(onRefresh).toHaveBeenCalledTimes(1);
});
