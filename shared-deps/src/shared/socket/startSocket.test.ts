import type { SocketEnvironment } from './socketClient';

// The real client is replaced by a recorder: this test is about who may start and stop it.
const calls: string[] = [];
jest.mock('./socketClient', () => {
  const { atom } = jest.requireActual<typeof import('nanostores')>('nanostores');
  return {
    createSocketClient: (_env: SocketEnvironment) => ({
      $status: atom('idle'),
      start: () => calls.push('start'),
      stop: () => calls.push('stop'),
      send: () => undefined,
    }),
  };
});

import { adoptToken } from '../session';
import { startSocket } from './index';

it('closes the socket only when the last user stops, and follows the token meanwhile', () => {
  adoptToken('bearer test-token');
  const stopPortal = startSocket();
  const stopParcel = startSocket();
  expect(calls).toEqual(['start']);
  stopParcel();
  stopParcel(); // a second call of the same stop is ignored
  expect(calls).toEqual(['start']);
  stopPortal();
  expect(calls).toEqual(['start', 'stop']);
  // Started again (a parcel remounted on a legacy page): it connects again.
  const stopAgain = startSocket();
  expect(calls).toEqual(['start', 'stop', 'start']);
  stopAgain();
});
