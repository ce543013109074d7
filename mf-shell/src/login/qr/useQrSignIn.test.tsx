import { act, renderHook } from '@testing-library/react';
import { createQrTicket, qrTicketStatus, type QrStatus } from './api';
import { POLL_INTERVAL_MS, useQrSignIn } from './useQrSignIn';

jest.mock('./api', () => ({ createQrTicket: jest.fn(), qrTicketStatus: jest.fn() }));
const create = createQrTicket as jest.MockedFunction<typeof createQrTicket>;
const status = qrTicketStatus as jest.MockedFunction<typeof qrTicketStatus>;

let sequence = 0;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  jest.useFakeTimers();
  create.mockReset().mockImplementation(async () => {
    sequence += 1;
    return { ticket: `t${sequence}`, pollKey: `p${sequence}`, qrcode: `data:image/svg+xml;base64,${sequence}`, expiresIn: 120 };
  });
  status.mockReset().mockResolvedValue({ status: 'waiting' });
});
afterEach(() => jest.useRealTimers());

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

it('polls every 2 s with the poll key and stops on unmount', async () => {
  const { result, unmount } = renderHook(() => useQrSignIn(jest.fn()));
  await advance(0);
  expect(result.current.state.kind).toBe('waiting');
  await advance(POLL_INTERVAL_MS * 3);
  expect(status).toHaveBeenCalledTimes(3);
  expect(status.mock.calls[0]?.[0]).toMatch(/^p\d+$/);
  unmount();
  await advance(POLL_INTERVAL_MS * 3);
  expect(status).toHaveBeenCalledTimes(3);
});

it('hands the token over once confirmed and stops polling', async () => {
  const confirmed: QrStatus = { status: 'confirmed', token: 'bearer x', theme: 'classic' };
  status.mockResolvedValueOnce({ status: 'waiting' }).mockResolvedValueOnce(confirmed);
  const onSignedIn = jest.fn().mockResolvedValue(undefined);
  const { result } = renderHook(() => useQrSignIn(onSignedIn));
  await advance(POLL_INTERVAL_MS * 5);
  expect(onSignedIn).toHaveBeenCalledWith(confirmed);
  expect(result.current.state.kind).toBe('confirmed');
  expect(status).toHaveBeenCalledTimes(2);
});

it('shows cancelled, and refresh asks for a new ticket', async () => {
  status.mockResolvedValue({ status: 'cancelled' });
  const { result } = renderHook(() => useQrSignIn(jest.fn()));
  await advance(POLL_INTERVAL_MS);
  expect(result.current.state.kind).toBe('cancelled');
  expect(create).toHaveBeenCalledTimes(1);
  act(() => result.current.refresh());
  await advance(0);
  expect(create).toHaveBeenCalledTimes(2);
  expect(result.current.state.kind).toBe('waiting');
});

it('expires by the clock after the ticket lifetime without asking the server any more', async () => {
  const { result } = renderHook(() => useQrSignIn(jest.fn()));
  await advance(121_000);
  expect(result.current.state.kind).toBe('expired');
  const calls = status.mock.calls.length;
  await advance(POLL_INTERVAL_MS * 3);
  expect(status.mock.calls.length).toBe(calls);
});
