// Issue 15 review: 确定 while a file is still uploading must not save the record without the file.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { atom } from 'nanostores';
import { Subject } from 'rxjs';
import { setLocale, type UploadEvent, type Uploader, type UploadItem } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { createFakeHttp } from '../testing/fakeHttp';
import { columnData, field, formData } from '../testing/factories';
import { createOnlineDevApi } from './api';
import type { RuntimeModel } from './model';
import { RecordForm } from './RecordForm';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  createUploader: jest.fn(),
  notifySuccess: jest.fn(),
  notifyWarning: jest.fn(),
  notifyError: jest.fn(),
}));
const shared = jest.requireMock('@atrium/shared') as Record<'createUploader' | 'notifySuccess' | 'notifyWarning', jest.Mock>;

/** An uploader whose files stay on their way until the test finishes or fails them. */
function slowUploader() {
  const $items = atom<readonly UploadItem[]>([]);
  const events$ = new Subject<UploadEvent>();
  const update = (id: string, change: Partial<UploadItem>) => $items.set($items.get().map((item) => (item.id === id ? { ...item, ...change } : item)));
  const find = (id: string) => $items.get().find((item) => item.id === id)!;
  const uploader: Uploader = {
    $items,
    events$,
    add(file) {
      const id = `local-${$items.get().length + 1}`;
      const item: UploadItem = { id, file, name: file.name, size: file.size, status: 'uploading', phase: 'sending', progress: 40, hashed: 100, identifier: 'md5', instant: false, failure: null, message: null, result: null };
      $items.set([...$items.get(), item]);
      return id;
    },
    pause: (id) => update(id, { status: 'paused' }),
    resume: (id) => update(id, { status: 'uploading' }),
    retry: (id) => update(id, { status: 'uploading', failure: null }),
    remove: (id) => $items.set($items.get().filter((item) => item.id !== id)),
    destroy: () => undefined,
  };
  return {
    uploader,
    finish(id: string, fileId: string) {
      update(id, { status: 'success', progress: 100, result: { name: find(id).name, fileId, url: `/api/file/Image/annex/${fileId}` } });
      events$.next({ type: 'success', item: find(id) });
    },
    fail(id: string) {
      update(id, { status: 'error', failure: 'network' });
      events$.next({ type: 'error', item: find(id) });
    },
  };
}

const model: RuntimeModel = {
  modelId: 'vd-claim',
  fullName: '报销单',
  formData: formData([field('comInput', 'title', '标题'), field('uploadFz', 'files', '附件')]),
  columnData: columnData(),
};

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});
beforeEach(() => jest.clearAllMocks());

async function chooseFile(name: string) {
  const input = await waitFor(() => {
    const found = document.querySelector('fieldset[data-kind="uploadFz"] input[type="file"]');
    expect(found).not.toBeNull();
    return found as HTMLInputElement;
  });
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
  });
}

it('refuses to save while a file is uploading, then saves the record with the stored file', async () => {
  const slow = slowUploader();
  shared.createUploader.mockReturnValue(slow.uploader);
  const http = createFakeHttp({ 'POST /api/visualdev/OnlineDev/vd-claim': () => ({ id: 'new' }) });
  const onSaved = jest.fn();
  render(<RecordForm model={model} recordId={null} api={createOnlineDevApi(http)} popup={{ type: 'general', width: '600px' }} shown={() => true} onClose={jest.fn()} onSaved={onSaved} />);
  await chooseFile('发票.pdf');
  await waitFor(() => expect(slow.uploader.$items.get()).toHaveLength(1));

  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(shared.notifyWarning).toHaveBeenCalledWith('文件上传中，请稍候'));
  expect(http.calls).toHaveLength(0);
  expect(onSaved).not.toHaveBeenCalled();

  await act(async () => slow.finish('local-1', 'f-1'));
  await waitFor(() => expect(slow.uploader.$items.get()).toHaveLength(0));
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/OnlineDev/vd-claim')).toHaveLength(1));
  expect((http.calls[0]!.body as Record<string, unknown>).files).toEqual([{ name: '发票.pdf', fileId: 'f-1', url: '/api/file/Image/annex/f-1' }]);
  expect(onSaved).toHaveBeenCalled();
});

it('a failed upload also stops the save, with its own message', async () => {
  const slow = slowUploader();
  shared.createUploader.mockReturnValue(slow.uploader);
  const http = createFakeHttp({});
  render(<RecordForm model={model} recordId={null} api={createOnlineDevApi(http)} popup={{ type: 'general', width: '600px' }} shown={() => true} onClose={jest.fn()} onSaved={jest.fn()} />);
  await chooseFile('合同.docx');
  await act(async () => slow.fail('local-1'));
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(shared.notifyWarning).toHaveBeenCalledWith('有文件上传失败，请重试或移除后再保存'));
  expect(http.calls).toHaveLength(0);
});
