import { useTranslation } from 'react-i18next';
import { renderHook, act } from '@testing-library/react';
import { $locale, acceptLanguage, addTranslations, detectLocale, localeFromTag, setLocale, t } from './index';

afterEach(() => {
  setLocale('zh');
  localStorage.clear();
});

describe('locale detection', () => {
  it.each([
    ['zh-TW', 'zhtw'],
    ['zh-HK', 'zhtw'],
    ['zh-MO', 'zhtw'],
    ['zh-Hant', 'zhtw'],
    ['zh-Hant-CN', 'zhtw'],
    ['zh_TW', 'zhtw'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-Hans-HK', 'zh'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['zhtw', 'zhtw'],
    ['fr-FR', null],
    ['english', null],
  ])('maps %s to %p', (tag, locale) => {
    expect(localeFromTag(tag)).toBe(locale);
  });

  it('prefers the stored choice, then the browser languages, then zh', () => {
    expect(detectLocale('en', ['zh-CN'])).toBe('en');
    expect(detectLocale('klingon', ['fr', 'zh-TW'])).toBe('zhtw');
    expect(detectLocale(null, ['de', 'en-US'])).toBe('en');
    expect(detectLocale(null, ['de', 'fr'])).toBe('zh');
    expect(detectLocale(42, [])).toBe('zh');
  });

  it('maps locales to Accept-Language values', () => {
    expect([acceptLanguage('zh'), acceptLanguage('zhtw'), acceptLanguage('en')]).toEqual(['zh-CN', 'zh-TW', 'en-US']);
  });
});

describe('setLocale', () => {
  it('changes the language, the atom, the stored choice and <html lang>', () => {
    setLocale('zhtw');
    expect($locale.get()).toBe('zhtw');
    expect(t('http.error')).toBe('請求出錯，請重試');
    expect(localStorage.getItem('jnpf_locale')).toBe('"zhtw"');
    expect(document.documentElement.lang).toBe('zh-TW');
    setLocale('en');
    expect(t('http.error')).toBe('Request error, please retry');
    expect(document.documentElement.lang).toBe('en');
  });

  it('refuses an unknown locale', () => {
    expect(() => setLocale('fr' as never)).toThrow('@atrium/shared: unknown locale "fr"');
    expect($locale.get()).toBe('zh');
  });

  it('keeps the verbatim Chinese strings of the spec', () => {
    setLocale('zh');
    expect(t('http.error')).toBe('请求出错，请重试');
    expect(t('confirm.delete')).toBe('此操作将永久删除该数据, 是否继续?');
    expect([t('tip'), t('ok'), t('cancel'), t('noData'), t('noPermission')]).toEqual(['提示', '确定', '取消', '暂无数据', '暂无权限']);
  });
});

describe('addTranslations', () => {
  it('adds an MF namespace usable through t and useTranslation', () => {
    addTranslations('mf-demo', {
      zh: { title: '字典管理', nested: { add: '新建' } },
      zhtw: { title: '字典管理', nested: { add: '新建' } },
      en: { title: 'Dictionaries', nested: { add: 'Add' } },
    });
    expect(t('mf-demo:title')).toBe('字典管理');
    const { result } = renderHook(() => useTranslation('mf-demo'));
    expect(result.current.t('nested.add')).toBe('新建');
    act(() => setLocale('en'));
    expect(result.current.t('nested.add')).toBe('Add');
  });

  it('falls back to zh for a missing string', () => {
    addTranslations('mf-partial', { zh: { only: '仅中文' }, zhtw: {}, en: {} });
    setLocale('en');
    expect(t('mf-partial:only')).toBe('仅中文');
  });

  it('refuses the common namespace', () => {
    expect(() => addTranslations('common', { zh: {}, zhtw: {}, en: {} })).toThrow(/own namespace/);
  });

  it('follows a language change made through react-i18next', () => {
    const { result } = renderHook(() => useTranslation());
    act(() => {
      void result.current.i18n.changeLanguage('en');
    });
    expect($locale.get()).toBe('en');
    expect(localStorage.getItem('jnpf_locale')).toBe('"en"');
  });
});

describe('addTranslations with lazy locales', () => {
  it('fetches only the current locale now, and another one when the user switches to it', async () => {
    setLocale('zh');
    const zh = jest.fn(async () => ({ greeting: '你好' }));
    const zhtw = jest.fn(async () => ({ greeting: '你好（繁）' }));
    const en = jest.fn(async () => ({ greeting: 'Hello' }));

    await addTranslations('lazy-mf', { zh, zhtw, en });
    expect(zh).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
    expect(t('lazy-mf:greeting')).toBe('你好');

    setLocale('en');
    // The switch waits for the strings, so the language never shows raw keys.
    expect($locale.get()).toBe('zh');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(en).toHaveBeenCalledTimes(1);
    expect($locale.get()).toBe('en');
    expect(t('lazy-mf:greeting')).toBe('Hello');
    expect(zhtw).not.toHaveBeenCalled();

    setLocale('zh');
    setLocale('en');
    expect(en).toHaveBeenCalledTimes(1);
  });
});
