// The wizard's calls go to the module's base path (spec section 7 "Files, print, import").
import { createImportApi } from './api';

jest.mock('@atrium/shared', () => ({ http: { get: jest.fn(() => Promise.resolve({})), post: jest.fn(() => Promise.resolve({})) } }));
const { http } = jest.requireMock('@atrium/shared') as { http: { get: jest.Mock; post: jest.Mock } };

it('asks TemplateDownload, Uploader, ImportPreview, ImportData and the exception export under /api/{module}', async () => {
  const api = createImportApi('permission/Users');
  await api.template();
  expect(http.get).toHaveBeenLastCalledWith('/api/permission/Users/TemplateDownload');
  await api.upload(new File(['x'], 'a.xlsx'), jest.fn());
  expect(http.post).toHaveBeenLastCalledWith('/api/permission/Users/Uploader', expect.any(FormData), expect.objectContaining({ onUploadProgress: expect.any(Function) }));
  expect(await api.preview('f.xlsx')).toEqual({ headerRow: [], dataRow: [] });
  expect(http.get).toHaveBeenLastCalledWith('/api/permission/Users/ImportPreview', { fileName: 'f.xlsx' });
  expect(await api.importData([{ a: 1 }])).toEqual({ resultType: 0, snum: 0, fnum: 0, failResult: [] });
  expect(http.post).toHaveBeenLastCalledWith('/api/permission/Users/ImportData', { list: [{ a: 1 }] });
  await api.exportExceptions([{ a: 1 }]);
  expect(http.post).toHaveBeenLastCalledWith('/api/permission/Users/ImportExceptionData', { list: [{ a: 1 }] });
  await createImportApi('system/DictionaryData', 'ExportExceptionData').exportExceptions([]);
  expect(http.post).toHaveBeenLastCalledWith('/api/system/DictionaryData/ExportExceptionData', { list: [] });
});
