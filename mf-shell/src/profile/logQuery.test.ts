import { EMPTY_FILTERS, logQueryOf } from './logQuery';

describe('logQueryOf', () => {
  it('sends only the filters that are set', () => {
    expect(logQueryOf(1, EMPTY_FILTERS, 1, 20)).toEqual({ category: 1, currentPage: 1, pageSize: 20 });
    expect(logQueryOf(5, { ...EMPTY_FILTERS, keyword: '  Base  ' }, 2, 50)).toEqual({ category: 5, currentPage: 2, pageSize: 50, keyword: 'Base' });
  });

  it('covers whole days, from the start of the first to the end of the last', () => {
    const query = logQueryOf(1, { keyword: '', start: '2025-03-01', end: '2025-03-02' }, 1, 20);
    expect(query.startTime).toBe(new Date(2025, 2, 1, 0, 0, 0, 0).getTime());
    expect(query.endTime).toBe(new Date(2025, 2, 2, 23, 59, 59, 999).getTime());
  });
});
