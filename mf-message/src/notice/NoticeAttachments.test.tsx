// Issue 14: a notice's attachments are chosen with the file uploader (annex, at most 10) and sent
// as stored-file ids; a reader previews each one and downloads them all as one zip.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setLocale } from '@atrium/shared';
import type { FileRef, FileValue } from '@atrium/ui';
import { registerMessageTranslations } from '../i18n';
import { MessageDetailDialog } from '../messages/MessageDetailDialog';
import { NoticeDialog } from './NoticeDialog';

jest.mock('./api', () => ({
  getNotice: jest.fn(),
  createNotice: jest.fn(() => Promise.resolve({ id: 'n3' })),
  updateNotice: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('../messages/api', () => ({ readMessage: jest.fn() }));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));
// The upload components are tested in @atrium/ui; here they are stand-ins that show what they were given.
jest.mock('@atrium/ui', () => {
  const actual = jest.requireActual('@atrium/ui');
  return {
    ...actual,
    FileUploader: (props: { value: FileValue[]; onChange: (value: FileValue[]) => void; type: string; limit: number }): ReactNode => (
      <div data-testid="uploader" data-type={props.type} data-limit={props.limit} data-value={JSON.stringify(props.value)}>
        <button type="button" onClick={() => props.onChange([...props.value, { fileId: 'f2', name: '新.pdf', url: '/signed', fileSize: 9, fileExtension: 'pdf' }])}>
          upload
        </button>
      </div>
    ),
    FilePreviewDialog: (props: { file: FileRef }): ReactNode => <div data-testid="preview">{props.file.fileId}</div>,
    DownloadAllButton: (props: { id: string; files: FileRef[] }): ReactNode => (
      <div data-testid="download-all" data-id={props.id}>{props.files.map((file) => file.fileId).join(',')}</div>
    ),
  };
});

const api = jest.requireMock('./api') as Record<'getNotice' | 'createNotice' | 'updateNotice', jest.Mock>;
const messages = jest.requireMock('../messages/api') as Record<'readMessage', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerMessageTranslations();
});
beforeEach(() => jest.clearAllMocks());

function typeTitle(dialog: HTMLElement, text: string) {
  const title = dialog.querySelector<HTMLElement & { value: string }>('sl-input')!;
  title.value = text;
  fireEvent(title, new CustomEvent('sl-input', { bubbles: true }));
}

it('sends the uploaded files of a new notice by id, through an annex uploader limited to 10', async () => {
  const { unmount } = render(<NoticeDialog id={null} onClose={jest.fn()} onSaved={jest.fn()} />);
  const uploader = await screen.findByTestId('uploader');
  const dialog = document.querySelector('sl-dialog') as HTMLElement;
  expect(uploader.dataset).toMatchObject({ type: 'annex', limit: '10', value: '[]' });
  fireEvent.click(within(uploader).getByText('upload'));
  typeTitle(dialog, '放假通知');
  fireEvent.click(within(dialog).getByText('确定'));
  await waitFor(() => expect(api.createNotice).toHaveBeenCalledWith({
    title: '放假通知', bodyText: '', category: '1', toUserIds: null, expirationTime: null, files: [{ fileId: 'f2', name: '新.pdf', fileSize: 9, fileExtension: 'pdf' }],
  }));
  unmount();
});

it('loads a draft’s attachments into the uploader and keeps them with the one added', async () => {
  api.getNotice.mockResolvedValue({
    id: 'n1', title: '草稿', bodyText: '', enabledMark: 0, creatorTime: 0, toUserIds: null,
    files: JSON.stringify([{ fileId: 'f1', name: '制度.pdf', fileSize: 3000, fileExtension: 'pdf' }]),
  });
  const { unmount } = render(<NoticeDialog id="n1" onClose={jest.fn()} onSaved={jest.fn()} />);
  const uploader = await screen.findByTestId('uploader');
  await waitFor(() => expect(JSON.parse(uploader.dataset.value ?? '[]')).toEqual([{ fileId: 'f1', name: '制度.pdf', url: '' }]));
  fireEvent.click(within(uploader).getByText('upload'));
  fireEvent.click(within(document.querySelector('sl-dialog') as HTMLElement).getByText('确定'));
  await waitFor(() => expect(api.updateNotice).toHaveBeenCalledWith('n1', expect.objectContaining({
    files: [{ fileId: 'f1', name: '制度.pdf' }, { fileId: 'f2', name: '新.pdf', fileSize: 9, fileExtension: 'pdf' }],
  })));
  unmount();
});

it('shows a notice’s stored attachments with preview and download-all, and old link attachments as links', async () => {
  messages.readMessage.mockResolvedValue({
    id: 'm1', title: '公告', type: 1, releaseTime: 0, isRead: 1, bodyText: '<p>见附件</p>',
    files: JSON.stringify([{ fileId: 'f1', name: '制度.pdf' }, { fileId: 'f2', name: '照片.png' }, { name: '旧.doc', url: '/api/old.doc' }]),
  });
  const { unmount } = render(<MessageDetailDialog id="m1" onClose={jest.fn()} />);
  fireEvent.click(await screen.findByText('照片.png'));
  expect((await screen.findByTestId('preview')).textContent).toBe('f2');
  const all = screen.getByTestId('download-all');
  expect(all.dataset.id).toBe('m1');
  expect(all.textContent).toBe('f1,f2');
  expect(screen.getByRole('link', { name: '旧.doc' }).getAttribute('href')).toBe('/api/old.doc');
  unmount();
});

it('offers no download-all when a message has no stored attachments', async () => {
  messages.readMessage.mockResolvedValue({ id: 'm2', title: '公告', type: 1, releaseTime: 0, isRead: 1, bodyText: '', files: '[]' });
  const { unmount } = render(<MessageDetailDialog id="m2" onClose={jest.fn()} />);
  expect(await screen.findByText('无附件')).toBeTruthy();
  expect(screen.queryByTestId('download-all')).toBeNull();
  unmount();
});
