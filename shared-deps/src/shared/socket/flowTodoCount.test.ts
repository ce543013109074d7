import type { SocketEnvironment } from './socketClient';

// As in translationOverrides.test.ts: the wire is replaced, the portal's handling of messages is real.
jest.mock('./socketClient', () => {
  const { atom } = jest.requireActual<typeof import('nanostores')>('nanostores');
  const holder: { env: SocketEnvironment | null } = { env: null };
  return {
    holder,
    createSocketClient: (env: SocketEnvironment) => {
      holder.env = env;
      return { $status: atom('idle'), start: () => undefined, stop: () => undefined, send: () => undefined };
    },
  };
});

import { setHttpAdapter } from '../http';
import { createFakeAdapter, envelope } from '../testing/fakeAdapter';
import { $flowTodoCount, setFlowTodoCount } from '../unread';
import { applyUnreadCounts } from './index';

function env(): SocketEnvironment {
  const { holder } = jest.requireMock<{ holder: { env: SocketEnvironment | null } }>('./socketClient');
  if (!holder.env) throw new Error('the portal socket was not created');
  return holder.env;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

let served: { code: number; count: number } = { code: 200, count: 0 };

beforeEach(() => {
  setFlowTodoCount(0);
  const fake = createFakeAdapter((config) => (config.url?.includes('/api/workflow/Engine/FlowBefore/Count')
    ? envelope(served.code, served.code === 200 ? { count: served.count } : null)
    : envelope(200, { list: [] })));
  setHttpAdapter(fake.adapter);
});

afterEach(() => setHttpAdapter(undefined));

// Issue 18 item 4: the shell's to-do badge.
it('reads the to-do count on every (re)connect and follows the server\'s flowTodoCount pushes', async () => {
  served = { code: 200, count: 3 };
  env().onEvent({ method: 'initMessage', unreadTotalCount: 0 });
  await until(() => $flowTodoCount.get() === 3);
  expect($flowTodoCount.get()).toBe(3);

  env().onEvent({ method: 'flowTodoCount', count: 4 });
  expect($flowTodoCount.get()).toBe(4);
  applyUnreadCounts({ method: 'flowTodoCount', count: 1 });
  expect($flowTodoCount.get()).toBe(1);
  // Nonsense never shows as a negative or fractional badge.
  applyUnreadCounts({ method: 'flowTodoCount', count: -2 });
  expect($flowTodoCount.get()).toBe(0);
  applyUnreadCounts({ method: 'flowTodoCount', count: 2.7 });
  expect($flowTodoCount.get()).toBe(2);
  // Other pushes leave it alone.
  applyUnreadCounts({ method: 'messagePush', unreadTotalCount: 9 });
  expect($flowTodoCount.get()).toBe(2);
});

it('keeps the shown count when the read fails (a user without the workflow)', async () => {
  setFlowTodoCount(5);
  served = { code: 403, count: 0 };
  env().onEvent({ method: 'initMessage', unreadTotalCount: 0 });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect($flowTodoCount.get()).toBe(5);
});
