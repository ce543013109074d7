// highlight(): shiki is loaded only when a file of a known language is shown, with that language,
// and its HTML comes back through DOMPurify.
import { highlight } from './highlight';

jest.mock('./shiki', () => ({
  codeToHtml: jest.fn(async (code: string, lang: string) => `<pre class="shiki" data-lang="${lang}"><code>${code}</code><img src=x onerror="alert(1)"></pre>`),
}));
const shiki = jest.requireMock('./shiki') as { codeToHtml: jest.Mock };

it('highlights known languages through the lazy shiki module, sanitised', async () => {
  const html = await highlight('LeaveListPage.tsx', 'export {}');
  expect(shiki.codeToHtml).toHaveBeenCalledWith('export {}', 'tsx');
  expect(html).toContain('data-lang="tsx"');
  expect(html).toContain('export {}');
  expect(html).not.toContain('onerror');
});

it('leaves other files as plain text without loading shiki', async () => {
  expect(await highlight('notes.txt', 'hello')).toBeNull();
  expect(shiki.codeToHtml).not.toHaveBeenCalledWith('hello', expect.anything());
});
