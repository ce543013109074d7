// The lazy chunk of the uploaders and the file preview: fetched the first time a page renders one.

export { FileUploader } from './FileUploader';
export { ImageUploader } from './ImageUploader';
export { FilePreviewDialog } from './FilePreviewDialog';
export { ImageViewer } from './ImageViewer';
export { DownloadAllButton } from './DownloadAllButton';
