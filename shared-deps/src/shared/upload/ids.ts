// Local ids of upload items: unique in the page, across uploaders.
let last = 0;
export const nextUploadId = (): string => `upload-${(last += 1)}`;
