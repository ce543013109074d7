// The list kit: one toolbar, keyword search (Enter, search, reset), a pager and an empty state
// whose action is the way forward.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import type { DataTableColumn } from '../DataTable';
import { EmptyState } from './EmptyState';
import { KeywordSearch } from './KeywordSearch';
import { ListToolbar } from './ListToolbar';
import { PagedTable } from './PagedTable';
import { usePagedList, type ListQuery, type PageResult } from './usePagedList';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

/** The box's value: a property once typed into, an attribute when React set it on the undefined element (jsdom). */
function boxValue(container: HTMLElement): string | null {
  const input = container.querySelector('sl-input[name="keyword"]') as HTMLElement & { value?: string };
  return input.value ?? input.getAttribute('value');
}

function typeKeyword(container: HTMLElement, value: string): void {
  const input = container.querySelector('sl-input[name="keyword"]') as HTMLElement & { value: string };
  input.value = value;
  fireEvent(input, new Event('sl-input', { bubbles: true }));
}

describe('KeywordSearch', () => {
  it('searches with the trimmed keyword on submit (Enter or 查询), and with nothing on 重置', () => {
    const onSearch = jest.fn();
    const { container } = render(<KeywordSearch onSearch={onSearch} />);
    typeKeyword(container, '  性别 ');
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenLastCalledWith('性别');
    fireEvent.click(screen.getByText('重置'));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(boxValue(container)).toBe('');
  });

  it('says what the keyword matches when the page tells it', () => {
    const { container, rerender } = render(<KeywordSearch onSearch={() => undefined} />);
    const box = () => container.querySelector('sl-input[name="keyword"]') as HTMLElement;
    expect(box().getAttribute('placeholder')).toBe('请输入关键词查询');
    rerender(<KeywordSearch onSearch={() => undefined} placeholder="项目名称/编码/客户名称" />);
    expect(box().getAttribute('placeholder')).toBe('项目名称/编码/客户名称');
  });

  it('follows the keyword the list is filtered by', () => {
    const { container, rerender } = render(<KeywordSearch value="abc" onSearch={() => undefined} />);
    expect(boxValue(container)).toBe('abc');
    rerender(<KeywordSearch value="" onSearch={() => undefined} />);
    expect(boxValue(container)).toBe('');
  });
});

describe('ListToolbar', () => {
  it('shows 新建 and column settings only when offered; icon buttons have a label and a tooltip', () => {
    const onRefresh = jest.fn();
    const { container, rerender } = render(<ListToolbar onRefresh={onRefresh} />);
    expect(screen.queryByText('新建')).toBeNull();
    expect(container.querySelector('sl-icon-button[name="layout-three-columns"]')).toBeNull();
    const refresh = container.querySelector('sl-icon-button[name="arrow-clockwise"]') as HTMLElement;
    expect(refresh.getAttribute('label')).toBe('刷新');
    expect(refresh.closest('sl-tooltip')?.getAttribute('content')).toBe('刷新');
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalled();

    const onAdd = jest.fn();
    rerender(<ListToolbar caption="单据规则" onRefresh={onRefresh} onAdd={onAdd} onColumnSettings={() => undefined} />);
    fireEvent.click(screen.getByText('新建'));
    expect(onAdd).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: '单据规则' })).toBeTruthy();
    expect(container.querySelector('sl-icon-button[name="layout-three-columns"]')?.getAttribute('label')).toBe('列表显示设置');
  });
});

describe('EmptyState', () => {
  it('says why the list is empty and offers the next step', () => {
    const onClick = jest.fn();
    const { rerender, container } = render(<EmptyState onAdd={onClick} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    // The picture is inline SVG from the bundle, hidden from assistive technology: no icon request,
    // no font, no text glyph (issue 17 item 6).
    const picture = container.querySelector('svg[data-empty-illustration]') as SVGElement;
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    expect(picture.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(picture.querySelector('text, image, use')).toBeNull();
    expect(container.querySelector('sl-icon')).toBeNull();
    // Named unlike the toolbar's 新建 and the search bar's 重置, so each button has one name.
    fireEvent.click(screen.getByText('添加数据'));
    expect(onClick).toHaveBeenCalled();
    const onClear = jest.fn();
    rerender(<EmptyState noMatch onClear={onClear} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.getByText('没有符合条件的数据，换个关键词试试或清空搜索')).toBeTruthy();
    fireEvent.click(screen.getByText('清空搜索'));
    expect(onClear).toHaveBeenCalled();
  });
});

describe('PagedTable with usePagedList', () => {
  interface Row { id: string; fullName: string }
  const columns: DataTableColumn<Row>[] = [{ key: 'fullName', label: '名称' }];

  function Page({ fetchPage, onAdd, emptyAction }: { fetchPage: (query: ListQuery) => Promise<PageResult<Row>>; onAdd?: () => void; emptyAction?: { label: string; onClick: () => void } }) {
    const list = usePagedList(fetchPage, { keyword: '', currentPage: 1, pageSize: 20 });
    return (
      <>
        <button type="button" onClick={list.refresh}>pushed</button>
        <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} />
        <PagedTable list={list} columns={columns} label="列表" onAdd={onAdd} emptyAction={emptyAction} />
      </>
    );
  }

  it('loads a page, pages on, and shows the total', async () => {
    const fetchPage = jest.fn(async (query: ListQuery) => ({ list: [{ id: `r${query.currentPage}`, fullName: `第${query.currentPage}页` }], pagination: { total: 45 } }));
    const { container } = render(<Page fetchPage={fetchPage} />);
    expect(await screen.findByText('第1页')).toBeTruthy();
    expect(screen.getByText('共 45 条')).toBeTruthy();
    fireEvent.click(container.querySelector('sl-icon-button[label="下一页"]') as HTMLElement);
    expect(await screen.findByText('第2页')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '', currentPage: 2, pageSize: 20 });
  });

  it('an empty list offers to add; a search that finds nothing offers to clear it, which empties the box', async () => {
    const fetchPage = jest.fn(async (query: ListQuery) => ({ list: query.keyword ? [] : ([] as Row[]), pagination: { total: 0 } }));
    const onAdd = jest.fn();
    const { container } = render(<Page fetchPage={fetchPage} onAdd={onAdd} />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    fireEvent.click(screen.getByText('添加数据'));
    expect(onAdd).toHaveBeenCalled();

    typeKeyword(container, 'zzz');
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('没有符合条件的数据，换个关键词试试或清空搜索')).toBeTruthy();
    fireEvent.click(screen.getByText('清空搜索'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '', currentPage: 1, pageSize: 20 }));
    expect(boxValue(container)).toBe('');
  });

  it('an empty list may offer another next step than adding (立即备份), not when a search found nothing', async () => {
    const fetchPage = jest.fn(async () => ({ list: [] as Row[], pagination: { total: 0 } }));
    const onClick = jest.fn();
    const { container } = render(<Page fetchPage={fetchPage} emptyAction={{ label: '立即备份', onClick }} />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByText('添加数据')).toBeNull();
    fireEvent.click(screen.getByText('立即备份'));
    expect(onClick).toHaveBeenCalled();
    typeKeyword(container, 'zzz');
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('清空搜索')).toBeTruthy();
    expect(screen.queryByText('立即备份')).toBeNull();
  });

  it('a list narrowed by another filter than the keyword says so when it tells PagedTable (filtered)', async () => {
    const fetchPage = jest.fn(async () => ({ list: [] as Row[], pagination: { total: 0 } }));
    const onReset = jest.fn();
    function Filtered({ filtered }: { filtered?: boolean }) {
      const list = usePagedList(fetchPage, { keyword: '', currentPage: 1, pageSize: 20 });
      return <PagedTable list={list} columns={columns} label="列表" onAdd={() => undefined} onReset={onReset} filtered={filtered} />;
    }
    const { rerender } = render(<Filtered filtered />);
    fireEvent.click(await screen.findByText('清空搜索'));
    expect(onReset).toHaveBeenCalled();
    expect(screen.queryByText('添加数据')).toBeNull();
    rerender(<Filtered filtered={false} />);
    expect(await screen.findByText('添加数据')).toBeTruthy();
    expect(screen.queryByText('清空搜索')).toBeNull();
  });

  it('a failed load says so with a retry, never 暂无数据 beside the total of an earlier page', async () => {
    let fail = false;
    const fetchPage = jest.fn(async (query: ListQuery) => {
      if (fail) throw new Error('服务器开小差了');
      return { list: [{ id: `r${query.currentPage}`, fullName: `第${query.currentPage}页` }], pagination: { total: 45 } };
    });
    const { container } = render(<Page fetchPage={fetchPage} />);
    expect(await screen.findByText('第1页')).toBeTruthy();
    fail = true;
    fireEvent.click(container.querySelector('sl-icon-button[label="下一页"]') as HTMLElement);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('数据加载失败');
    expect(alert.textContent).toContain('服务器开小差了');
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByText('共 45 条')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByText('重试'));
    expect(await screen.findByText('第2页')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a pushed refresh replaces the rows without a loading mask, and a failed one keeps them', async () => {
    let answer: (page: PageResult<Row>) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const fetchPage = jest.fn(
      (query: ListQuery): Promise<PageResult<Row>> =>
        fetchPage.mock.calls.length === 1
          ? Promise.resolve({ list: [{ id: 'a', fullName: `甲${query.currentPage}` }], pagination: { total: 1 } })
          : new Promise((resolve, reject) => {
              answer = resolve;
              fail = reject;
            }),
    );
    const { container } = render(<Page fetchPage={fetchPage} />);
    expect(await screen.findByText('甲1')).toBeTruthy();

    fireEvent.click(screen.getByText('pushed'));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    // While it loads, the rows stay as they were and nothing covers them (a click must land).
    expect(container.querySelector('table')?.getAttribute('aria-busy')).toBe('false');
    expect(container.querySelector('sl-spinner')).toBeNull();
    expect(screen.getByText('甲1')).toBeTruthy();
    answer({ list: [{ id: 'b', fullName: '乙' }], pagination: { total: 1 } });
    expect(await screen.findByText('乙')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '', currentPage: 1, pageSize: 20 });

    fireEvent.click(screen.getByText('pushed'));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    fail(new Error('断线'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('乙')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes a sortable list’s order to its table, and a header click to the page', async () => {
    type SortQuery = ListQuery & { sidx: string; sort: 'asc' | 'desc' };
    const fetchPage = jest.fn(async (query: SortQuery) => ({ list: [{ id: 'a', fullName: `${query.sidx} ${query.sort}` }], pagination: { total: 1 } }));
    function Sorted() {
      const list = usePagedList(fetchPage, { keyword: '', currentPage: 2, pageSize: 20, sidx: 'creatorTime', sort: 'desc' as 'asc' | 'desc' });
      return (
        <PagedTable
          list={list}
          columns={[{ key: 'fullName', label: '名称', sortable: true }]}
          label="列表"
          sort={{ key: list.query.sidx, order: list.query.sort }}
          onSort={(key) => list.setQuery({ ...list.query, sidx: key, sort: 'asc', currentPage: 1 })}
        />
      );
    }
    const { container } = render(<Sorted />);
    expect(await screen.findByText('creatorTime desc')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '名称' }));
    expect(await screen.findByText('fullName asc')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '', currentPage: 1, pageSize: 20, sidx: 'fullName', sort: 'asc' });
    expect(container.querySelector('th')?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('a refresh that answers after the user paged on does not put the old page back', async () => {
    const pending: ((page: PageResult<Row>) => void)[] = [];
    const fetchPage = jest.fn((query: ListQuery): Promise<PageResult<Row>> =>
      fetchPage.mock.calls.length === 1
        ? Promise.resolve({ list: [{ id: 'p1', fullName: `第${query.currentPage}页` }], pagination: { total: 45 } })
        : new Promise((resolve) => pending.push(resolve)),
    );
    const { container } = render(<Page fetchPage={fetchPage} />);
    expect(await screen.findByText('第1页')).toBeTruthy();
    fireEvent.click(screen.getByText('pushed'));
    await waitFor(() => expect(pending).toHaveLength(1));
    fireEvent.click(container.querySelector('sl-icon-button[label="下一页"]') as HTMLElement);
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '', currentPage: 2, pageSize: 20 });
    pending[1]?.({ list: [{ id: 'p2', fullName: '第2页' }], pagination: { total: 45 } });
    expect(await screen.findByText('第2页')).toBeTruthy();
    pending[0]?.({ list: [{ id: 'p1', fullName: '旧的第1页' }], pagination: { total: 45 } });
    // Long enough for React to render an update had one been made (a negative check has no event to wait for).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('旧的第1页')).toBeNull();
    expect(screen.getByText('第2页')).toBeTruthy();
    expect(container.querySelector('table')?.getAttribute('aria-busy')).toBe('false');
  });
});
