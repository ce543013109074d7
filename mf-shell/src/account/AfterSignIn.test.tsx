import { act, render, screen } from '@testing-library/react';
import type { WritableAtom } from 'nanostores';
import { $user, type UserInfo } from '@atrium/shared';
import { AfterSignIn } from './AfterSignIn';
import { markArrivalFromSignIn } from './fromSignIn';

// The shared module's $user, made writable here as the sign-in would set it.
jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  const { atom } = jest.requireActual<typeof import('nanostores')>('nanostores');
  return { ...actual, $user: atom(null) };
});
const user = $user as WritableAtom<UserInfo | null>;

const arrivedUser = { prevLogin: 1, prevLoginTime: 1_700_000_000_000, prevLoginIPAddress: '127.0.0.1', prevLoginIPAddressName: '' } as unknown as UserInfo;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  user.set(null);
});

it('counts the notice\'s 2 s from when it is on the page, then removes it', () => {
  jest.useFakeTimers();
  user.set(arrivedUser);
  markArrivalFromSignIn();
  // Whether the notice was on the page when its 2 s timer was set: a timer set when it was only
  // asked for ran short whenever its first render came late (a busy machine).
  const shownWhenTimed: boolean[] = [];
  const setTimer = window.setTimeout.bind(window);
  jest.spyOn(window, 'setTimeout').mockImplementation(((handler: TimerHandler, ms?: number) => {
    if (ms === 2000) shownWhenTimed.push(document.querySelector('[data-testid="last-login"]') !== null);
    return setTimer(handler, ms);
  }) as typeof window.setTimeout);
  render(<AfterSignIn />);
  expect(screen.getByTestId('last-login')).toBeTruthy();
  expect(shownWhenTimed).toEqual([true]);
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.queryByTestId('last-login')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('last-login')).toBeNull();
});

it('shows nothing when the page was not reached from the sign-in page', () => {
  user.set(arrivedUser);
  render(<AfterSignIn />);
  expect(screen.queryByTestId('last-login')).toBeNull();
});
