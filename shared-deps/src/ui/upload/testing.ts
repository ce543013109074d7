// Test helpers of the uploader components: an uploader over the fake JNPF server, a fake file API.
import { createUploader } from '@atrium/shared';
import { fakeHasher, fakeServer } from '../../shared/upload/testing/fakes';
import type { FileApi } from './api';

export function fakeUploader(options: { chunkSize?: number } = {}) {
  const server = fakeServer();
  const uploader = createUploader({ transport: server.transport, hasher: fakeHasher(), retryDelay: () => 0, ...options });
  return { server, uploader };
}

export function fakeFileApi(overrides: Partial<FileApi> = {}): FileApi & { [K in keyof FileApi]: jest.Mock } {
  return {
    previewUrl: jest.fn((fileId: string) => Promise.resolve(`/api/file/Signed/f${fileId}/preview`)),
    downloadUrl: jest.fn((fileId: string) => Promise.resolve(`/api/file/Signed/f${fileId}/download`)),
    packDownload: jest.fn(() => Promise.resolve({ url: '/api/file/Signed/p1/all.zip', name: 'all.zip' })),
    fetchText: jest.fn(() => Promise.resolve('')),
    fetchBytes: jest.fn(() => Promise.resolve(new ArrayBuffer(0))),
    ...overrides,
  } as FileApi & { [K in keyof FileApi]: jest.Mock };
}

export const fileOf = (name: string, size: number, type = '') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
