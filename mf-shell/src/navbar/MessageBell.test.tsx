import { badgeText } from './MessageBell';

it('caps the unread badge at 99', () => {
  expect(badgeText(7)).toBe('7');
  expect(badgeText(99)).toBe('99');
  expect(badgeText(100)).toBe('99+');
});
