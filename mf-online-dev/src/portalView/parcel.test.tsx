// The portal widget parcel: mounted with { portalId }, it fetches the portal as any signed-in user
// may see it and shows it; a refusal shows the server's words; unmounting leaves nothing behind.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { http, setLocale } from '@atrium/shared';
import { createPortalViewApi } from './api';
import { registerPortalViewTranslations } from './i18n';
import parcel from './parcel';
import { PortalHost } from './PortalHost';
import sheet from './portalView.module.css';
import { textItem } from './testing';
import { createFakeHttp } from '../testing/fakeHttp';

const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPortalViewTranslations();
});
afterEach(() => jest.restoreAllMocks());

const envelope = (data: unknown, code = 200, msg = '') => ({ code, msg, data });
const portal = (layout: unknown[]) => ({ id: 'p1', fullName: '默认门户', type: 0, formData: JSON.stringify({ layout }) });

it('mounts with a portal id, shows that portal, then unmounts leaving nothing behind', async () => {
  const get = jest.spyOn(http, 'get').mockImplementation((url: string) => {
    if (url === '/api/visualdev/Portal/p1/auth') return Promise.resolve(envelope(portal([textItem({ title: '欢迎', content: '早上好' })])));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const inUseBefore = counts.use - counts.unuse;

  const mounted = mountRootParcel(parcel, { domElement, portalId: 'p1' });
  await mounted.mountPromise;
  await waitFor(() => expect(domElement.textContent).toContain('早上好'));
  expect(domElement.querySelector('[data-portal-id="p1"]')).not.toBeNull();
  expect(get).toHaveBeenCalledWith('/api/visualdev/Portal/p1/auth', undefined, { skipCodeCheck: true });

  await mounted.unmount();
  expect(domElement.innerHTML).toBe('');
  expect(counts.use - counts.unuse).toBe(inUseBefore);
  domElement.remove();
});

it('shows the server’s refusal (a disabled portal) instead of the portal', async () => {
  const fake = createFakeHttp({ 'GET /api/visualdev/Portal/p9/auth': () => envelope(null, 400, '该门户已被禁用') });
  render(<PortalHost portalId="p9" api={createPortalViewApi(fake)} />);
  const notice = await screen.findByRole('status');
  expect(notice.textContent).toContain('无法显示此门户');
  expect(notice.textContent).toContain('该门户已被禁用');
});

it('offers a retry when the portal cannot be fetched', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let calls = 0;
  const fake = createFakeHttp({
    'GET /api/visualdev/Portal/p1/auth': () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return envelope(portal([textItem({ content: '回来了' })]));
    },
  });
  render(<PortalHost portalId="p1" api={createPortalViewApi(fake)} />);
  expect((await screen.findByRole('alert')).textContent).toContain('门户加载失败');
  fireEvent.click(screen.getByText('重试'));
  expect(await screen.findByText('回来了')).toBeTruthy();
});

it('shows an unreadable stored layout as an empty portal, and no id as nothing to show', async () => {
  const fake = createFakeHttp({ 'GET /api/visualdev/Portal/p1/auth': () => envelope({ ...portal([]), formData: '{broken' }) });
  const { unmount } = render(<PortalHost portalId="p1" api={createPortalViewApi(fake)} />);
  expect((await screen.findByRole('status')).textContent).toContain('该门户还没有内容');
  unmount();
  render(<PortalHost portalId="" api={createPortalViewApi(fake)} />);
  expect(screen.getByRole('status').textContent).toContain('未指定要显示的门户');
});
