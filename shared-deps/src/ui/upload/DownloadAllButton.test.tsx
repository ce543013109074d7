import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { DownloadAllButton } from './DownloadAllButton';
import { fakeFileApi } from './testing';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifyWarning: jest.fn() }));
jest.mock('../download', () => ({ downloadFile: jest.fn() }));
const shared = jest.requireMock('@atrium/shared') as { notifyWarning: jest.Mock };
const download = jest.requireMock('../download') as { downloadFile: jest.Mock };

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

it('says 未发现文件 when there is nothing to pack', () => {
  const api = fakeFileApi();
  render(<DownloadAllButton id="notice-1" files={[{ name: 'x', fileId: '' }]} api={api} />);
  fireEvent.click(screen.getByText('全部下载'));
  expect(shared.notifyWarning).toHaveBeenCalledWith('未发现文件');
  expect(api.packDownload).not.toHaveBeenCalled();
});

it('asks PackDownload/{id} for a zip of the files and follows its link', async () => {
  const api = fakeFileApi();
  const files = [
    { name: 'a.pdf', fileId: '1', url: '/a' },
    { name: 'b.png', fileId: '2' },
  ];
  render(<DownloadAllButton id="notice-1" files={files} api={api} label="下载全部附件" />);
  fireEvent.click(screen.getByText('下载全部附件'));
  await waitFor(() => expect(download.downloadFile).toHaveBeenCalledWith('/api/file/Signed/p1/all.zip', 'all.zip'));
  expect(api.packDownload).toHaveBeenCalledWith('notice-1', files);
});
