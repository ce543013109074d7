// Issue 14 item 4: images and files go through the shared chunked upload engine and the file
// store. The window shows the upload's progress as my message, sends the message (by fileId)
// when the upload completes, shows stored images through short-lived links in the shared image
// viewer, and offers a file message's preview and download.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { atom } from 'nanostores';
import { Subject } from 'rxjs';
import { publishSocketEvent, setLocale, type UploadEvent, type UploadItem, type Uploader, type UploadTarget } from '@atrium/shared';
import { forgetFileLinks } from '../api';
import { registerChatTranslations } from '../i18n';
import type { HistoryPage } from '../message/messageList';

const sent: Record<string, unknown>[] = [];
const httpGet = jest.fn<Promise<unknown>, [string, Record<string, unknown>?, unknown?]>();
const requestHistory = jest.fn<Promise<HistoryPage>, [string, number, string?]>();
jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  return {
    ...actual,
    sendSocketMessage: (message: Record<string, unknown>) => sent.push(message),
    http: { ...actual.http, get: (url: string, query?: Record<string, unknown>, options?: unknown) => httpGet(url, query, options) },
  };
});
jest.mock('../message/messageList', () => ({
  ...jest.requireActual<typeof import('../message/messageList')>('../message/messageList'),
  requestHistory: (peer: string, page: number, keyword?: string) => requestHistory(peer, page, keyword),
}));
const downloads: [string, string][] = [];
// The viewer and the preview dialog are tested in @atrium/ui; here they are stand-ins showing what they were given.
jest.mock('@atrium/ui', () => ({
  ...jest.requireActual('@atrium/ui'),
  ImageViewer: (props: { images: { name: string; url: string }[] }) => <div data-testid="viewer">{JSON.stringify(props.images)}</div>,
  FilePreviewDialog: (props: { file: { fileId: string; name: string } }) => <div data-testid="file-preview">{`${props.file.fileId} ${props.file.name}`}</div>,
  downloadFile: (url: string, name: string) => downloads.push([url, name]),
}));

import { ChatWindow } from './ChatWindow';

const styles = new Proxy({}, { get: (_target, key) => String(key) }) as Record<string, string>;

/** The upload engine at its boundary: the test moves each file along (progress, stored, failed). */
function fakeUploader() {
  const $items = atom<readonly UploadItem[]>([]);
  const events = new Subject<UploadEvent>();
  const added: { file: File; target: Partial<UploadTarget> | undefined }[] = [];
  const find = (id: string) => $items.get().find((item) => item.id === id)!;
  const update = (id: string, patch: Partial<UploadItem>) => $items.set($items.get().map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const uploader: Uploader = {
    $items,
    events$: events.asObservable(),
    add(file, target) {
      const id = `up${added.length + 1}`;
      added.push({ file, target });
      const item: UploadItem = {
        id, file, name: file.name, size: file.size, status: 'uploading', phase: 'sending', progress: 0, hashed: 100,
        identifier: null, instant: false, failure: null, message: null, result: null,
      };
      $items.set([...$items.get(), item]);
      return id;
    },
    pause: jest.fn(),
    resume: jest.fn(),
    retry: jest.fn((id: string) => update(id, { status: 'uploading', failure: null, message: null })),
    remove: jest.fn((id: string) => {
      const item = find(id);
      $items.set($items.get().filter((other) => other.id !== id));
      events.next({ type: 'removed', item });
    }),
    destroy: jest.fn(),
  };
  return {
    uploader,
    added,
    progress: (id: string, progress: number) => act(() => update(id, { progress })),
    store: (id: string, fileId: string) =>
      act(() => {
        const item = find(id);
        update(id, { status: 'success', progress: 100, result: { fileId, name: item.name, url: '/signed', fileSize: item.size, fileExtension: 'png' } });
        events.next({ type: 'success', item: find(id) });
      }),
    fail: (id: string, message: string) =>
      act(() => {
        update(id, { status: 'error', failure: 'refused', message });
        events.next({ type: 'error', item: find(id) });
      }),
  };
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerChatTranslations();
});

beforeEach(() => {
  sent.length = 0;
  downloads.length = 0;
  forgetFileLinks();
  httpGet.mockReset();
  httpGet.mockImplementation((url, query) =>
    url === '/api/file/Uploader/Preview'
      ? Promise.resolve({ url: `/api/file/Signed/t-${String(query?.fileId)}${query?.download ? '-a' : ''}/x` })
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
  requestHistory.mockReset();
  requestHistory.mockResolvedValue({ messages: [], hasMore: false });
});

function renderWindow(uploader: Uploader) {
  const view = render(
    <ChatWindow myId="me" peer={{ id: 'u2', realName: '李四', account: 'lisi' }} generation={0} styles={styles} className="window" onClose={jest.fn()} uploader={uploader} />,
  );
  return { ...view, list: screen.getByRole('list', { name: '消息列表' }) };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'dot.png', { type: 'image/png' });

it('uploads an image through the engine as an image upload, shows its progress as my message, and sends it by fileId when stored', async () => {
  const fake = fakeUploader();
  // jsdom decodes no images: the browser's createImageBitmap gives the size the message carries.
  const close = jest.fn();
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(() => Promise.resolve({ width: 3, height: 2, close }));
  const { list, unmount } = renderWindow(fake.uploader);
  await waitFor(() => expect(requestHistory).toHaveBeenCalled());
  fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [png()] } });
  await waitFor(() => expect(close).toHaveBeenCalled());
  expect(fake.added).toEqual([{ file: expect.objectContaining({ name: 'dot.png' }), target: { type: 'annexpic' } }]);

  const bubble = list.querySelector('li[data-upload]') as HTMLElement;
  expect(bubble.dataset.uploadKind).toBe('image');
  fake.progress('up1', 40);
  const bar = within(bubble).getByLabelText('正在上传 dot.png') as HTMLProgressElement;
  expect(bar.value).toBe(40);
  expect(bubble.textContent).toContain('40%');
  expect(sent.filter((frame) => frame.method === 'SendMessage')).toEqual([]);

  fake.store('up1', 'f1');
  const frame = sent.find((message) => message.method === 'SendMessage');
  expect(frame).toMatchObject({ toUserId: 'u2', messageType: 'image', messageContent: { fileId: 'f1', name: 'dot.png', width: 3, height: 2 } });
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  expect(list.querySelector('li[data-upload]')).toBeNull();
  // The pending message already shows the image through a signed link of the store.
  const pending = list.querySelector('li[data-pending="true"]') as HTMLElement;
  await waitFor(() => expect(within(pending).getByRole('img', { name: '图片' }).getAttribute('src')).toBe('/api/file/Signed/t-f1/x'));
  expect(httpGet).toHaveBeenCalledWith('/api/file/Uploader/Preview', { fileId: 'f1' }, { silent: true });

  await act(async () =>
    publishSocketEvent({ method: 'sendMessage', id: 'm5', clientMessageId: frame?.clientMessageId, toUserId: 'u2', messageType: 'image', toMessage: { fileId: 'f1', name: 'dot.png', fileSize: 4, fileExtension: 'png' }, dateTime: 5 }),
  );
  const confirmed = list.querySelector('li[data-message-id="m5"]') as HTMLElement;
  fireEvent.click(within(confirmed).getByRole('button', { name: '预览 dot.png' }));
  expect(JSON.parse(screen.getByTestId('viewer').textContent ?? '[]')).toEqual([{ name: 'dot.png', url: '/api/file/Signed/t-f1/x' }]);
  unmount();
});

it('keeps a refused upload as my message with the server’s reason, to retry or remove; nothing is sent', async () => {
  const fake = fakeUploader();
  const { list, unmount } = renderWindow(fake.uploader);
  fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [new File(['<x>'], 'page.html', { type: 'text/html' })] } });
  expect(fake.added[0]?.target).toEqual({ type: 'annex' });
  fake.fail('up1', '不允许上传该类型的文件');
  const bubble = list.querySelector('li[data-upload="error"]') as HTMLElement;
  expect(within(bubble).getByRole('alert').textContent).toBe('不允许上传该类型的文件');
  fireEvent.click(within(bubble).getByRole('button', { name: '重试 page.html' }));
  expect(fake.uploader.retry).toHaveBeenCalledWith('up1');
  fake.fail('up1', '不允许上传该类型的文件');
  fireEvent.click(within(list).getByRole('button', { name: '取消上传 page.html' }));
  expect(fake.uploader.remove).toHaveBeenCalledWith('up1');
  expect(list.querySelector('li[data-upload]')).toBeNull();
  expect(sent.filter((frame) => frame.method === 'SendMessage')).toEqual([]);
  unmount();
});

it('sends a stored file as a file message; a received one opens in the file preview and downloads through a one-off link', async () => {
  const fake = fakeUploader();
  const { list, unmount } = renderWindow(fake.uploader);
  fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [new File(['%PDF'], '合同.pdf', { type: 'application/pdf' })] } });
  fake.store('up1', 'f7');
  expect(sent.find((message) => message.method === 'SendMessage')).toMatchObject({ messageType: 'file', messageContent: { fileId: 'f7', name: '合同.pdf' } });

  await act(async () =>
    publishSocketEvent({ method: 'receiveMessage', id: 'm8', formUserId: 'u2', messageType: 'file', formMessage: { fileId: 'f8', name: '报价.xlsx', fileSize: 2048, fileExtension: 'xlsx' }, dateTime: 8 }),
  );
  const received = list.querySelector('li[data-message-id="m8"]') as HTMLElement;
  expect(received.textContent).toContain('报价.xlsx');
  expect(received.textContent).toContain('2 KB');
  fireEvent.click(within(received).getByText('报价.xlsx'));
  expect(screen.getByTestId('file-preview').textContent).toBe('f8 报价.xlsx');
  fireEvent.click(within(received).getByRole('button', { name: '下载 报价.xlsx' }));
  await waitFor(() => expect(downloads).toEqual([['/api/file/Signed/t-f8-a/x', '报价.xlsx']]));
  expect(httpGet).toHaveBeenCalledWith('/api/file/Uploader/Preview', { fileId: 'f8', download: 1 }, { silent: true });
  unmount();
});

it('says 文件不存在 for a stored image the server gives no link to', async () => {
  httpGet.mockRejectedValue(new Error('文件不存在'));
  const { list, unmount } = renderWindow(fakeUploader().uploader);
  await act(async () =>
    publishSocketEvent({ method: 'receiveMessage', id: 'm9', formUserId: 'u2', messageType: 'image', formMessage: { fileId: 'gone' }, dateTime: 9 }),
  );
  const received = list.querySelector('li[data-message-id="m9"]') as HTMLElement;
  await waitFor(() => expect(received.textContent).toContain('文件不存在'));
  expect(within(received).queryByRole('img')).toBeNull();
  unmount();
});
