import { buildLocaleCatalog, flatten } from './locale-catalog';

it('flattens nested strings to the dotted keys t() takes', () => {
  expect(flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z', n: 1 })).toEqual({ 'a.b': 'x', 'a.c.d': 'y', e: 'z' });
});

it('reads every MF namespace from the locale sources in all three languages', async () => {
  const catalog = await buildLocaleCatalog(1);
  expect(Object.keys(catalog.namespaces)).toEqual(expect.arrayContaining(['common', 'shell', 'system', 'permission', 'message', 'chat', 'onlineDev']));
  const system = catalog.namespaces.system;
  expect(system?.zh?.['commonWords.title']).toBe('常用语');
  expect(system?.zhtw?.['commonWords.title']).toBe('常用語');
  expect(system?.en?.['commonWords.title']).toBeTruthy();
  expect(catalog.namespaces.common?.zh?.ok).toBe('确定');
  // Namespaces registered inline by the @atrium/ui kits and the chat.
  expect(Object.keys(catalog.namespaces)).toEqual(expect.arrayContaining(['ui', 'uiUpload', 'uiPickers', 'uiPrint', 'uiImport', 'chatCommonWords']));
  expect(catalog.namespaces.ui?.zh?.keyword).toBe('关键词');
  expect(catalog.namespaces.uiUpload?.zh?.chooseFile).toBe('选择文件');
}, 60_000);
