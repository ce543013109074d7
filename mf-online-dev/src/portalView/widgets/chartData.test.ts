// What a chart draws from its static data or a data interface's rows.
import { chartDataFromRows, chartValue, hasChartData, staticChartData } from './chartData';

it('reads numbers and numeric text as values; anything else is a gap', () => {
  expect([12, -3.5, '7', ' 8 ', '1e3', 0].map(chartValue)).toEqual([12, -3.5, 7, 8, 1000, 0]);
  expect([null, undefined, '', '  ', 'n/a', NaN, Infinity, true, {}, [1]].map(chartValue)).toEqual(Array(10).fill(null));
});

it('takes x labels from the x field as text and a series per y field, in row order', () => {
  const rows = [
    { org: '总部', users: 12, admins: '2' },
    { org: 7, users: 'x' },
    { users: 3, admins: 1 },
  ];
  expect(chartDataFromRows(rows, 'org', [{ field: 'users', name: '用户' }, { field: 'admins', name: '管理员' }])).toEqual({
    categories: ['总部', '7', ''],
    series: [
      { name: '用户', values: [12, null, 3] },
      { name: '管理员', values: [2, null, 1] },
    ],
  });
});

it('passes static data through, and knows when there is nothing to draw', () => {
  const data = staticChartData({ categories: ['a', 'b'], series: [{ name: 's', data: [1, 2] }] });
  expect(data).toEqual({ categories: ['a', 'b'], series: [{ name: 's', values: [1, 2] }] });
  expect(hasChartData(data)).toBe(true);
  expect(hasChartData({ categories: [], series: [] })).toBe(false);
  expect(hasChartData({ categories: ['a'], series: [] })).toBe(false);
  expect(hasChartData({ categories: ['a'], series: [{ name: 's', values: [null] }] })).toBe(false);
});
