import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('counts down a second at a time to 0', () => {
  const { result } = renderHook(() => useCountdown());
  act(() => result.current[1](60));
  expect(result.current[0]).toBe(60);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current[0]).toBe(59);
  for (let second = 0; second < 59; second += 1) act(() => jest.advanceTimersByTime(1000));
  expect(result.current[0]).toBe(0);
  act(() => jest.advanceTimersByTime(5000));
  expect(result.current[0]).toBe(0);
});
