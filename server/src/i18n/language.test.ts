import { languageFromHeader } from './language';
import { translate } from './messages';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-TW', 'zhtw'],
    ['zh-HK', 'zhtw'],
    ['zh-Hant-TW', 'zhtw'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,en;q=0.5,zh;q=0.4', 'en'],
    ['zh;q=0.2, en;q=0.8', 'en'],
    ['de, fr', 'zh'],
    ['en;q=0', 'zh'],
  ])('maps %p to %s', (header, lang) => {
    expect(languageFromHeader(header)).toBe(lang);
  });
});

describe('translate', () => {
  it('fills parameters and leaves unknown ones visible', () => {
    expect(translate('en', 'fieldTooLong', { field: 'fullName', max: 50 })).toBe('fullName must be at most 50 characters');
    expect(translate('zh', 'fieldRequired')).toBe('{field} 不能为空');
  });
});
