import { languageOf } from './languages';

it('highlights only the languages the generator writes, by extension', () => {
  expect(languageOf('LeaveListPage.tsx')).toBe('tsx');
  expect(languageOf('api.ts')).toBe('typescript');
  expect(languageOf('package.json')).toBe('json');
  expect(languageOf('README.md')).toBe('markdown');
  expect(languageOf('leave.module.CSS')).toBe('css');
  expect(languageOf('notes.txt')).toBeNull();
  expect(languageOf('Makefile')).toBeNull();
});
