// Lifecycle test of the shell application: bootstrap → mount → the sign-in page renders →
// unmount → no DOM, no styles left behind.
import { screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import type { AppProps } from 'single-spa';
import sheet from './login/login.module.css';

// The sign-in page asks the server for its configuration; jsdom has no server to answer.
jest.mock('./login/api', () => ({
  ...jest.requireActual<object>('./login/api'),
  getLoginConfig: () => Promise.resolve({}),
}));
jest.mock('./captcha', () => ({ ...jest.requireActual<object>('./captcha'), captchaUrl: (key: string) => key }));

type Lifecycle = (props: AppProps) => Promise<unknown>;
type Lifecycles = Record<'bootstrap' | 'mount' | 'unmount', Lifecycle | Lifecycle[]>;

async function run(lifecycle: Lifecycle | Lifecycle[], props: AppProps): Promise<void> {
  for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props);
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

it('mounts the sign-in page on /login and leaves nothing behind on unmount', async () => {
  window.history.replaceState(null, '', '/login');
  window.dispatchEvent(new PopStateEvent('popstate')); // what single-spa does on navigation
  const root = document.createElement('div');
  root.id = 'atrium-root';
  document.body.append(root);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module for this lifecycle run
  const shell = require('./atrium-mf-shell') as Lifecycles;
  const props = { name: '@atrium/shell', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;

  // In jest every CSS module is one stub that counts use()/unuse() calls.
  const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;
  const inUse = () => counts.use - counts.unuse;
  const before = inUse();

  await run(shell.bootstrap, props);
  await run(shell.mount, props);
  expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: '账号' })).toBeTruthy();
  expect(inUse()).toBeGreaterThan(before);

  await run(shell.unmount, props);
  await waitFor(() => expect(root.innerHTML).toBe(''));
  expect(inUse()).toBe(before);
  root.remove();
});
