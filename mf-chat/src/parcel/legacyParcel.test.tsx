// Lifecycle of the legacy chat parcel: bootstrap → mount → assert → unmount → nothing left.
import { waitFor as waitForDom } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import type { Conversation } from '../api';

const stopSocket = jest.fn();
const startSocket = jest.fn(() => stopSocket);
jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  return { ...actual, startSocket: () => startSocket(), loadCurrentUser: jest.fn(async () => undefined), sendSocketMessage: jest.fn() };
});
const conversation: Conversation = { id: 'u2', realName: '李四', account: 'lisi', latestMessage: '你好 [em:100]', messageType: 'text', latestDate: 1, unreadMessage: 3, online: true };
jest.mock('../api', () => ({
  ...jest.requireActual<typeof import('../api')>('../api'),
  getConversations: jest.fn(async () => [conversation]),
  getContacts: jest.fn(async () => ({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } })),
}));

import { $token, setLocale } from '@atrium/shared';
import sheet from '../styles/chat.module.css';
import { chatParcel } from '../atrium-mf-chat';

const waitFor = <T,>(find: () => T | null | undefined): Promise<T> =>
  waitForDom(() => {
    const found = find();
    if (!found) throw new Error('not rendered yet');
    return found;
  });

const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

it('mounts into a shadow root with the given token and its own socket, and leaves nothing on unmount', async () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const parcel = mountRootParcel(chatParcel, { domElement: container, token: 'bearer legacy-token' });
  await parcel.mountPromise;

  expect($token.get()).toBe('bearer legacy-token');
  expect(startSocket).toHaveBeenCalledTimes(1);
  const host = container.querySelector('[data-atrium-chat]');
  const shadow = host?.shadowRoot;
  expect(shadow).toBeTruthy();
  // Nothing of the chat is in the light DOM: host styles cannot reach it.
  expect(container.querySelector('[data-chat-root]')).toBeNull();
  const item = await waitFor(() => shadow?.querySelector('[data-peer="u2"]'));
  expect(item?.textContent).toContain('李四');
  // The last message's [em:100] is the bundled emoji image, never a font glyph (issue 17 item 3).
  expect(item?.textContent).toContain('你好');
  expect(item?.querySelector('img[data-emoji="100"]')?.getAttribute('alt')).toBe('😀');
  expect(item?.textContent).toContain('3');
  expect(shadow?.querySelector('[data-online="true"]')).not.toBeNull();
  expect(counts.use - counts.unuse).toBe(1);

  await parcel.unmount();
  expect(container.childNodes).toHaveLength(0);
  expect(stopSocket).toHaveBeenCalledTimes(1);
  expect(counts.use - counts.unuse).toBe(0);
  container.remove();
});

it('refuses to mount without a session', async () => {
  const { resetSession } = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  resetSession();
  const container = document.createElement('div');
  const parcel = mountRootParcel(chatParcel, { domElement: container });
  await expect(parcel.mountPromise).rejects.toThrow(/mf-chat: no session/);
  expect(container.childNodes).toHaveLength(0);
});
