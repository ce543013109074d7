import { act, render, screen } from '@testing-library/react';
import { $user } from '@atrium/shared';
import { AfterSignIn } from './AfterSignIn';
import { markArrivalFromSignIn } from './fromSignIn';

const arrivedUser = { prevLogin: 1, prevLoginTime: 1_700_000_000_000, prevLoginIPAddress: '127.0.0.1', prevLoginIPAddressName: '' } as unknown as Parameters<typeof $user.set>[0];

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  $user.set(null);
});

it('counts the notice\'s 2 s from when it is on the page, then removes it', () => {
  jest.useFakeTimers();
  $user.set(arrivedUser);
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
  $user.set(arrivedUser);
  render(<AfterSignIn />);
  expect(screen.queryByTestId('last-login')).toBeNull();
});
