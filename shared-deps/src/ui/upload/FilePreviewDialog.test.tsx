import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { FilePreviewDialog } from './FilePreviewDialog';
import { fakeFileApi } from './testing';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifyWarning: jest.fn() }));
jest.mock('../download', () => ({ downloadFile: jest.fn() }));
// DOMPurify as the page gets it from @atrium/html (SystemJS at run time).
jest.mock('./sanitizer', () => ({ loadSanitizer: () => Promise.resolve(jest.requireActual('@atrium/html').sanitizeHtml) }));
jest.mock(
  'mammoth/mammoth.browser.min.js',
  () => ({ convertToHtml: jest.fn(() => Promise.resolve({ value: '<p>合同正文</p><img src="x" onerror="alert(1)"><script>alert(2)</script>', messages: [] })) }),
  { virtual: true },
);
const shared = jest.requireMock('@atrium/shared') as { notifyWarning: jest.Mock };
const download = jest.requireMock('../download') as { downloadFile: jest.Mock };

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});
beforeEach(() => {
  shared.notifyWarning.mockClear();
  download.downloadFile.mockClear();
});

const appeared = (selector: string) =>
  waitFor(() => {
    const found = document.querySelector(selector);
    if (!found) throw new Error(`${selector} not shown yet`);
    return found as HTMLElement;
  });

const footer = (text: string) => [...document.querySelectorAll('sl-button[slot="footer"]')].find((button) => button.textContent === text) as HTMLElement;

it('says 文件不存在 and closes when the server has no such file', async () => {
  const onClose = jest.fn();
  const api = fakeFileApi({ previewUrl: jest.fn(() => Promise.reject(new Error('404'))) });
  render(<FilePreviewDialog file={{ name: 'gone.pdf', fileId: '9' }} api={api} onClose={onClose} />);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(shared.notifyWarning).toHaveBeenCalledWith('文件不存在');
});

it('shows a PDF full screen in a frame from a fresh signed link, with download, print and cancel', async () => {
  const onClose = jest.fn();
  const api = fakeFileApi();
  render(<FilePreviewDialog file={{ name: '制度.pdf', fileId: '3', url: '/expired' }} api={api} onClose={onClose} />);
  const frame = (await screen.findByTitle('制度.pdf')) as HTMLIFrameElement;
  expect(frame.tagName).toBe('IFRAME');
  expect(frame.getAttribute('src')).toBe('/api/file/Signed/f3/preview');
  const dialog = document.querySelector('sl-dialog') as HTMLElement;
  expect(dialog.getAttribute('label')).toBe('制度.pdf');
  expect(dialog.style.getPropertyValue('--width')).toBe('100vw');
  fireEvent.click(footer('下载'));
  await waitFor(() => expect(download.downloadFile).toHaveBeenCalledWith('/api/file/Signed/f3/download', '制度.pdf'));
  expect(footer('打印')).toBeTruthy();
  fireEvent.click(footer('取消'));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('opens the image viewer at once, with a spinner until the signed link comes', async () => {
  let give: (url: string) => void = () => undefined;
  const api = fakeFileApi({ previewUrl: jest.fn(() => new Promise<string>((resolve) => (give = resolve))) });
  render(<FilePreviewDialog file={{ name: 'photo.png', fileId: '5' }} api={api} onClose={jest.fn()} />);
  const viewer = await screen.findByRole('dialog', { name: '图片预览' });
  expect(viewer.querySelector('sl-spinner')?.getAttribute('aria-label')).toBe('加载中');
  expect(viewer.querySelector('img')).toBeNull();
  give('/api/file/Signed/f5/preview');
  await waitFor(() => expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/api/file/Signed/f5/preview'));
  expect(viewer.querySelector('sl-spinner')).toBeNull();
});

it('opens an image in the image viewer', async () => {
  render(<FilePreviewDialog file={{ name: 'photo.JPG', fileId: '4' }} api={fakeFileApi()} onClose={jest.fn()} />);
  const viewer = await screen.findByRole('dialog', { name: '图片预览' });
  await waitFor(() => expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/api/file/Signed/f4/preview'));
});

it('renders text read-only as text: markup in it never becomes elements', async () => {
  const api = fakeFileApi({ fetchText: jest.fn(() => Promise.resolve('第一行\n<b onclick="x()">不是粗体</b>')) });
  render(<FilePreviewDialog file={{ name: 'readme.txt', fileId: '5' }} api={api} onClose={jest.fn()} />);
  const pre = await appeared('[data-preview="text"]');
  expect(pre.textContent).toBe('第一行\n<b onclick="x()">不是粗体</b>');
  expect(pre.querySelector('b')).toBeNull();
  expect(api.fetchText).toHaveBeenCalledWith('/api/file/Signed/f5/preview');
});

it('renders a .docx through mammoth and DOMPurify: no script, no handler', async () => {
  render(<FilePreviewDialog file={{ name: '合同.docx', fileId: '6' }} api={fakeFileApi()} onClose={jest.fn()} />);
  const article = await appeared('[data-preview="docx"]');
  expect(article.textContent).toBe('合同正文');
  expect(article.querySelector('script')).toBeNull();
  expect(article.querySelector('img')?.hasAttribute('onerror')).toBe(false);
});

it('offers the download for a type it cannot show', async () => {
  render(<FilePreviewDialog file={{ name: 'archive.zip', fileId: '8' }} api={fakeFileApi()} onClose={jest.fn()} />);
  expect(await screen.findByText('该类型的文件不能在线预览，请下载后查看')).toBeTruthy();
  expect(footer('打印').hasAttribute('disabled')).toBe(true);
});
