import { render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import * as ui from '../index';
import { fakeFileApi } from './testing';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

it('exports the uploaders, the preview, the viewer and download-all from @atrium/ui, loaded on first render', async () => {
  for (const name of ['FileUploader', 'ImageUploader', 'FilePreviewDialog', 'ImageViewer', 'DownloadAllButton'] as const) {
    expect(typeof ui[name]).toBe('function');
  }
  render(<ui.DownloadAllButton id="r1" files={[]} api={fakeFileApi()} />);
  expect(await screen.findByText('全部下载')).toBeTruthy();
});
