import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { setLocale } from '@atrium/shared';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';
import { fakeFileApi, fakeUploader, fileOf } from './testing';
import type { FileValue } from './types';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifyWarning: jest.fn(),
  notifyError: jest.fn(),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
}));
const shared = jest.requireMock('@atrium/shared') as { notifyWarning: jest.Mock; confirmDialog: jest.Mock };

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});
beforeEach(() => {
  shared.notifyWarning.mockClear();
  shared.confirmDialog.mockClear();
});

function Controlled({ initial = [], spy, ...rest }: Omit<ImageUploaderProps, 'value' | 'onChange'> & { initial?: FileValue[]; spy?: jest.Mock }) {
  const [value, setValue] = useState<FileValue[]>(initial);
  return (
    <ImageUploader
      {...rest}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

async function choose(container: HTMLElement, files: File[]) {
  await act(async () => {
    fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });
  });
}

it('takes images only, below 10 MB by default, as type annexpic, within the limit', async () => {
  const { uploader, server } = fakeUploader();
  const spy = jest.fn();
  const { container } = render(<Controlled uploader={uploader} api={fakeFileApi()} limit={2} spy={spy} initial={[{ name: 'a.png', fileId: '1', url: '/a.png' }]} />);
  await choose(container, [fileOf('a.pdf', 10, 'application/pdf')]);
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('请上传图片');
  await choose(container, [fileOf('big.png', 10 * 1048576, 'image/png')]);
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('图片大小超过10MB');
  await choose(container, [fileOf('b.png', 10, 'image/png'), fileOf('c.png', 10, 'image/png')]);
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('当前限制最多可以上传2张图片');

  await choose(container, [new File([new Uint8Array(30)], 'b.png', { type: 'image/png' })]);
  await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
  expect(server.merges[0]).toMatchObject({ type: 'annexpic', fileName: 'b.png' });
  // The limit is reached: no tile to add more.
  await waitFor(() => expect(screen.queryByText('上传图片')).toBeNull());
  expect(container.querySelectorAll('img')).toHaveLength(2);
});

it('opens the image viewer with fresh links; it zooms, rotates, pages and closes on Escape', async () => {
  const api = fakeFileApi();
  const { uploader } = fakeUploader();
  const initial = [
    { name: 'a.png', fileId: '1', url: '/expired-a' },
    { name: 'b.png', fileId: '2', url: '/expired-b' },
  ];
  render(<Controlled uploader={uploader} api={api} initial={initial} />);
  fireEvent.click(screen.getByRole('button', { name: '预览 b.png' }));
  const viewer = await screen.findByRole('dialog', { name: '图片预览' });
  const shown = () => viewer.querySelector('img') as HTMLImageElement;
  expect(shown().getAttribute('src')).toBe('/api/file/Signed/f2/preview');
  expect(viewer.textContent).toContain('b.png (2 / 2)');
  fireEvent.click(viewer.querySelector('sl-icon-button[label="放大"]') as HTMLElement);
  fireEvent.click(viewer.querySelector('sl-icon-button[label="向右旋转"]') as HTMLElement);
  expect(shown().style.transform).toBe('scale(1.25) rotate(90deg)');
  fireEvent.keyDown(viewer, { key: 'ArrowRight' });
  expect(shown().getAttribute('src')).toBe('/api/file/Signed/f1/preview');
  expect(shown().style.transform).toBe('scale(1) rotate(0deg)');
  fireEvent.keyDown(viewer, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('asks before removing an image and drops files onto the grid', async () => {
  const { uploader, server } = fakeUploader();
  const spy = jest.fn();
  render(<Controlled uploader={uploader} api={fakeFileApi()} spy={spy} initial={[{ name: 'a.png', fileId: '1', url: '/a.png' }]} />);
  fireEvent.click(document.querySelector('sl-icon-button[label="移除 a.png"]') as HTMLElement);
  expect(shared.confirmDialog).toHaveBeenLastCalledWith({ message: '确定移除 a.png？' });
  await waitFor(() => expect(spy).toHaveBeenLastCalledWith([]));
  await act(async () => {
    fireEvent.drop(screen.getByTestId('upload-drop'), { dataTransfer: { files: [new File([new Uint8Array(8)], 'd.jpg', { type: 'image/jpeg' })] } });
  });
  await waitFor(() => expect(server.merges).toHaveLength(1));
});
