import { guardNetwork, NETWORK_REFUSED, type NetworkScope } from './jest-network-guard';

class FakeXhr {
  open(method: string, url: string): string {
    return `network ${method} ${url}`;
  }
}
class FakeSocket {
  static readonly OPEN = 1;
  constructor(readonly url: string | URL) {}
}

it('refuses XMLHttpRequest, WebSocket and fetch, and names each call once for the test to fail on', async () => {
  const scope: NetworkScope = { XMLHttpRequest: FakeXhr, WebSocket: FakeSocket, fetch: () => Promise.resolve('network') };
  const guard = guardNetwork(scope);
  expect(() => new FakeXhr().open('POST', '/api/permission/Users/getSelectedList')).toThrow(NETWORK_REFUSED);
  const Socket = scope.WebSocket as typeof FakeSocket;
  expect(() => new Socket('ws://127.0.0.1/websocket/t')).toThrow(/^WebSocket ws:\/\/127\.0\.0\.1\/websocket\/t: a test may not/);
  expect(Socket.OPEN).toBe(1);
  await expect((scope.fetch as (url: string) => Promise<unknown>)('/api/x')).rejects.toThrow('fetch /api/x');
  await expect((scope.fetch as (request: { url: string }) => Promise<unknown>)({ url: '/api/y' })).rejects.toThrow('fetch /api/y');
  expect(guard.takeReached()).toEqual(['XMLHttpRequest POST /api/permission/Users/getSelectedList', 'WebSocket ws://127.0.0.1/websocket/t', 'fetch /api/x', 'fetch /api/y']);
  expect(guard.takeReached()).toEqual([]);
});

it('leaves alone what a scope does not have (a node-environment file: fetch only)', async () => {
  const scope: NetworkScope = { fetch: () => Promise.resolve('network') };
  const guard = guardNetwork(scope);
  expect(scope.XMLHttpRequest).toBeUndefined();
  expect(scope.WebSocket).toBeUndefined();
  await expect((scope.fetch as (url: string) => Promise<unknown>)('https://example.org/')).rejects.toThrow(NETWORK_REFUSED);
  expect(guard.takeReached()).toEqual(['fetch https://example.org/']);
});
