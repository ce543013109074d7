import { dateRange } from './dateRange';

it('covers whole local days, both ends included', () => {
  expect(dateRange('2025-01-01', '2025-01-02')).toEqual({
    startTime: new Date(2025, 0, 1).getTime(),
    endTime: new Date(2025, 0, 3).getTime() - 1,
  });
});

it('leaves a blank or malformed end open and swaps reversed ends', () => {
  expect(dateRange('', '')).toEqual({});
  expect(dateRange('2025-01-05', 'soon')).toEqual({ startTime: new Date(2025, 0, 5).getTime() });
  expect(dateRange('2025-01-05', '2025-01-01')).toEqual({
    startTime: new Date(2025, 0, 1).getTime(),
    endTime: new Date(2025, 0, 6).getTime() - 1,
  });
});
