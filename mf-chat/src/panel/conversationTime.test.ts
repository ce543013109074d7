import { conversationTime } from './conversationTime';

// Local times, as the rows show them.
const now = new Date(2026, 10, 26, 15, 30).getTime();

it('shows today as HH:mm, earlier this year as MM-dd, other years as yyyy-MM-dd', () => {
  expect(conversationTime(new Date(2026, 10, 26, 0, 5).getTime(), now)).toBe('00:05');
  expect(conversationTime(new Date(2026, 10, 26, 9, 7).getTime(), now)).toBe('09:07');
  expect(conversationTime(new Date(2026, 10, 25, 23, 59).getTime(), now)).toBe('11-25');
  // Same day of another month is not today.
  expect(conversationTime(new Date(2026, 9, 26, 10, 0).getTime(), now)).toBe('10-26');
  expect(conversationTime(new Date(2026, 0, 1, 0, 0).getTime(), now)).toBe('01-01');
  expect(conversationTime(new Date(2025, 11, 31, 23, 0).getTime(), now)).toBe('2025-12-31');
  expect(conversationTime(new Date(2025, 10, 26, 15, 0).getTime(), now)).toBe('2025-11-26');
});

it('shows nothing for a conversation without a known time', () => {
  expect(conversationTime(undefined, now)).toBe('');
  expect(conversationTime(0, now)).toBe('');
  expect(conversationTime(Number.NaN, now)).toBe('');
});
