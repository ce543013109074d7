import { columnData } from '../testing/factories';
import { buildListBody, cleanSearch, firstQuery, toggleSort, UNPAGED_SIZE } from './listQuery';

describe('the list query body', () => {
  it('starts from the module’s paging and default sort', () => {
    expect(firstQuery(columnData({ pageSize: 50, defaultSidx: 'days', sort: 'asc' }))).toEqual({ currentPage: 1, pageSize: 50, sidx: 'days', sort: 'asc', keyword: '', search: {}, tree: null });
    expect(firstQuery(columnData({ hasPage: false })).pageSize).toBe(UNPAGED_SIZE);
  });

  it('sends paging, sort, keyword, the search values as a JSON string and the menu', () => {
    const query = { ...firstQuery(columnData()), currentPage: 3, pageSize: 100, sidx: 'days', sort: 'asc' as const, keyword: ' 张三 ', search: { reason: ' 病 ', days: [1, 3], leaveType: '', period: [] } };
    expect(buildListBody(query, 'menu1')).toEqual({
      currentPage: 3,
      pageSize: 100,
      sort: 'asc',
      sidx: 'days',
      keyword: '张三',
      json: JSON.stringify({ reason: '病', days: [1, 3] }),
      menuId: 'menu1',
    });
  });

  it('adds the left tree’s node as a search value; nothing to search sends an empty json', () => {
    const query = { ...firstQuery(columnData()), tree: { field: 'leaveType', value: 'annual' } };
    expect(JSON.parse(buildListBody(query, 'm').json)).toEqual({ leaveType: 'annual' });
    expect(buildListBody(firstQuery(columnData()), 'm').json).toBe('');
  });

  it('drops blank values and ranges with both ends empty (spec section 5)', () => {
    expect(cleanSearch({ a: '', b: null, c: [], d: ['', ''], e: 0, f: [0, ''], g: '  x ' })).toEqual({ e: 0, f: [0, ''], g: 'x' });
  });

  it('a header click sorts ascending, a second click descending, and goes back to page 1', () => {
    const start = { ...firstQuery(columnData()), currentPage: 4 };
    const once = toggleSort(start, 'days');
    expect(once).toMatchObject({ sidx: 'days', sort: 'asc', currentPage: 1 });
    expect(toggleSort(once, 'days')).toMatchObject({ sidx: 'days', sort: 'desc' });
    expect(toggleSort(toggleSort(once, 'days'), 'reason')).toMatchObject({ sidx: 'reason', sort: 'asc' });
  });
});
