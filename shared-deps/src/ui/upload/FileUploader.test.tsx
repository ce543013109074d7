import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { deferred, refused } from '../../shared/upload/testing/fakes';
import { FileUploader } from './FileUploader';
import { fakeFileApi, fakeUploader } from './testing';
import type { FileValue } from './types';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifyWarning: jest.fn(),
  notifyError: jest.fn(),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
}));
jest.mock('../download', () => ({ downloadFile: jest.fn() }));
const shared = jest.requireMock('@atrium/shared') as { notifyWarning: jest.Mock; notifyError: jest.Mock; confirmDialog: jest.Mock };
const download = jest.requireMock('../download') as { downloadFile: jest.Mock };

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});
beforeEach(() => {
  shared.notifyWarning.mockClear();
  shared.notifyError.mockClear();
  shared.confirmDialog.mockClear();
  shared.confirmDialog.mockImplementation(() => Promise.resolve(true));
  download.downloadFile.mockClear();
});

/** Icon buttons carry their name in Shoelace's label attribute. */
const iconButton = (label: string) => {
  const found = document.querySelector(`sl-icon-button[label="${label}"]`);
  if (!found) throw new Error(`no icon button ${label}`);
  return found as HTMLElement;
};

/** Real bytes: the engine slices them into chunks. */
const realFile = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

async function choose(container: HTMLElement, files: File[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

function Controlled(props: Omit<Parameters<typeof FileUploader>[0], 'value' | 'onChange'> & { initial?: FileValue[]; spy?: jest.Mock }) {
  const { initial = [], spy, ...rest } = props;
  const [value, setValue] = jest.requireActual<typeof import('react')>('react').useState<FileValue[]>(initial);
  return (
    <FileUploader
      {...rest}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

it('has the 选择文件 button and uploads a chosen file into the value, with a progress bar meanwhile', async () => {
  const { uploader, server } = fakeUploader();
  const spy = jest.fn();
  const { container } = render(<Controlled uploader={uploader} spy={spy} api={fakeFileApi()} />);
  expect(screen.getByText('选择文件')).toBeTruthy();
  expect(container.querySelector('input[type="file"]')?.hasAttribute('multiple')).toBe(true);

  const merge = deferred<void>();
  server.holdMerge(merge.promise);
  await choose(container, [realFile('合同.pdf', 300, 'application/pdf')]);
  const bar = await waitFor(() => {
    const found = container.querySelector('sl-progress-bar');
    expect(found?.getAttribute('label')).toBe('合同.pdf 合并中 99%');
    return found;
  });
  expect(bar).toBeTruthy();
  merge.resolve();
  await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
  expect(spy.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ name: '合同.pdf', fileId: expect.stringMatching(/^id-/) })]);
  await waitFor(() => expect(container.querySelector('sl-progress-bar')).toBeNull());
  expect(screen.getByRole('button', { name: '合同.pdf' })).toBeTruthy();
  expect(server.merges[0]).toMatchObject({ type: 'annex', pathType: 'defaultPath' });
});

it('refuses with the spec messages verbatim: type, size, limit', async () => {
  const { uploader, server } = fakeUploader();
  const initial = [{ name: 'a.pdf', fileId: '1', url: '/a' }];
  const { container } = render(<Controlled uploader={uploader} api={fakeFileApi()} initial={initial} accept=".pdf,image/*" fileSize={10} sizeUnit="KB" limit={2} />);

  await choose(container, [realFile('notes.txt', 10, 'text/plain')]);
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('请选择.pdf,image/*类型的文件');
  await choose(container, [realFile('big.pdf', 10 * 1024, 'application/pdf')]);
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('文件大小超过10KB');
  await choose(container, [realFile('b.png', 10, 'image/png'), realFile('c.png', 10, 'image/png')]);
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('当前限制最多可以上传2个文件');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(server.checks).toEqual([]);

  await choose(container, [realFile('b.png', 10, 'image/png')]);
  await waitFor(() => expect(server.merges).toHaveLength(1));
});

it('asks 确定移除 {name}？ before removing a stored file, and keeps it when the answer is no', async () => {
  const { uploader } = fakeUploader();
  const spy = jest.fn();
  const initial = [{ name: 'a.pdf', fileId: '1', url: '/a' }, { name: 'b.pdf', fileId: '2', url: '/b' }];
  render(<Controlled uploader={uploader} api={fakeFileApi()} initial={initial} spy={spy} />);
  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(iconButton('移除 a.pdf'));
  expect(shared.confirmDialog).toHaveBeenLastCalledWith({ message: '确定移除 a.pdf？' });
  await act(async () => undefined);
  expect(spy).not.toHaveBeenCalled();
  fireEvent.click(iconButton('移除 a.pdf'));
  await waitFor(() => expect(spy).toHaveBeenCalledWith([initial[1]]));
});

it('takes dropped files, and shows pause, resume and remove (confirmed) for a file on its way', async () => {
  const { uploader, server } = fakeUploader({ chunkSize: 10 });
  server.setGate(() => new Promise<void>(() => undefined));
  const { container } = render(<Controlled uploader={uploader} api={fakeFileApi()} />);
  const zone = screen.getByTestId('upload-drop');
  fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
  expect(zone.className).toContain('dragging');
  await act(async () => {
    fireEvent.drop(zone, { dataTransfer: { files: [realFile('视频.mp4', 40, 'video/mp4')] } });
  });
  await waitFor(() => expect(server.inFlight).toBeGreaterThan(0));
  fireEvent.click(iconButton('暂停 视频.mp4'));
  expect(await screen.findByText('已暂停')).toBeTruthy();
  expect(server.inFlight).toBe(0);
  fireEvent.click(iconButton('继续 视频.mp4'));
  await waitFor(() => expect(server.inFlight).toBeGreaterThan(0));
  fireEvent.click(iconButton('移除 视频.mp4'));
  expect(shared.confirmDialog).toHaveBeenLastCalledWith({ message: '确定移除 视频.mp4？' });
  await waitFor(() => expect(container.querySelector('[data-status="uploading"]')).toBeNull());
  expect(server.inFlight).toBe(0);
});

it('tells a failure once, with the server message when it refused, and offers retry', async () => {
  const { uploader, server } = fakeUploader();
  server.failures.merge.push(refused('文件类型与内容不符'));
  const spy = jest.fn();
  const { container } = render(<Controlled uploader={uploader} api={fakeFileApi()} spy={spy} />);
  await choose(container, [realFile('x.docx', 20)]);
  await waitFor(() => expect(shared.notifyError).toHaveBeenCalledWith('文件类型与内容不符'));
  expect(screen.getByRole('alert').textContent).toBe('文件类型与内容不符');
  fireEvent.click(iconButton('重试 x.docx'));
  await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
  expect(shared.notifyError).toHaveBeenCalledTimes(1);
});

it('says 上传失败 when the network gave up, and 文件{name}读取出错 when the file could not be read', async () => {
  const { uploader, server } = fakeUploader();
  server.failures.check.push(...Array.from({ length: 6 }, () => new (jest.requireActual('@atrium/shared').ApiError)({ code: 0, msg: 'x', kind: 'network' })));
  const { container, unmount } = render(<Controlled uploader={uploader} api={fakeFileApi()} />);
  await choose(container, [realFile('a.txt', 5)]);
  await waitFor(() => expect(shared.notifyError).toHaveBeenLastCalledWith('上传失败'));
  unmount();

  const unreadable = fakeUploader();
  const broken = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared').createUploader({
    transport: unreadable.server.transport,
    hasher: { md5: () => Promise.reject(new Error('NotReadableError')) },
  });
  const view = render(<Controlled uploader={broken} api={fakeFileApi()} />);
  await choose(view.container, [realFile('报表.xlsx', 5)]);
  await waitFor(() => expect(shared.notifyError).toHaveBeenLastCalledWith('文件报表.xlsx读取出错，请检查该文件'));
});

it('downloads a stored file through a fresh signed link', async () => {
  const api = fakeFileApi();
  const { uploader } = fakeUploader();
  render(<Controlled uploader={uploader} api={api} initial={[{ name: 'a.pdf', fileId: '7', url: '/old' }]} />);
  fireEvent.click(iconButton('下载 a.pdf'));
  await waitFor(() => expect(download.downloadFile).toHaveBeenCalledWith('/api/file/Signed/f7/download', 'a.pdf'));
});
