import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { emptyMenu, toMenuFields, validateMenu, valuesOf, type MenuValues } from './menuForm';
import { conditionLabel, operatorLabel, parseBatch } from './resourceForms';

beforeAll(async () => {
  setLocale('zh');
  await registerSystemTranslations();
});

const menu = (overrides: Partial<MenuValues>): MenuValues => ({ ...emptyMenu('-1'), fullName: '菜单', enCode: 'a.b', urlAddress: 'a/b', ...overrides });

describe('validateMenu', () => {
  it('asks each type for what it needs', () => {
    expect(validateMenu(menu({ type: '2', urlAddress: '' })).urlAddress).toBe('请输入链接地址');
    expect(validateMenu(menu({ type: '0', urlAddress: '' }))).toEqual({});
    expect(validateMenu(menu({ type: '7', urlAddress: 'javascript:alert(1)' })).urlAddress).toBe('外链地址必须以 http:// 或 https:// 开头');
    expect(validateMenu(menu({ type: '7', urlAddress: 'https://example.com' }))).toEqual({});
    expect(validateMenu(menu({ type: '2', urlAddress: 'https://example.com' })).urlAddress).toBe('页面地址只能是站内路由，不能包含空格或协议头');
    for (const type of ['3', '4', '5', '6', '8']) {
      expect(validateMenu(menu({ type, propertyJson: '' })).propertyJson).toBe('该菜单类型需要填写功能设置（propertyJson，含 moduleId）');
      expect(validateMenu(menu({ type, propertyJson: '{"isTree":1}' })).propertyJson).toBe('该菜单类型需要填写功能设置（propertyJson，含 moduleId）');
      expect(validateMenu(menu({ type, propertyJson: '{"moduleId":"m"}' }))).toEqual({});
    }
    expect(validateMenu(menu({ type: '3', propertyJson: '{' })).propertyJson).toBe('功能设置必须是 JSON 对象');
  });

  it('checks names, codes and sort with the spec messages', () => {
    const errors = validateMenu(menu({ fullName: '', enCode: '.x', sortCode: '1000000' }));
    expect(errors.fullName).toBe('请输入名称');
    expect(errors.enCode).toBe('只能输入字母、数字和点，且不能以点开头或结尾');
    expect(errors.sortCode).toBeDefined();
  });
});

it('sends empty what a type does not use', () => {
  const fields = toMenuFields(menu({ type: '0', urlAddress: 'x', linkTarget: '_blank', sortCode: '' }), 'sys');
  expect(fields).toMatchObject({ systemId: 'sys', type: 0, urlAddress: '', linkTarget: '_self', propertyJson: null, sortCode: 0 });
  expect(toMenuFields(menu({ type: '7', urlAddress: ' https://e.com ', linkTarget: '_blank' }), 's')).toMatchObject({ urlAddress: 'https://e.com', linkTarget: '_blank' });
});

it('reads batch lines "code,name" and names the first bad line', () => {
  expect(parseBatch('F_A,账号\n\nF_B，姓名')).toEqual({ fields: [{ enCode: 'F_A', fullName: '账号' }, { enCode: 'F_B', fullName: '姓名' }] });
  expect(parseBatch('F_A,账号\nnocomma')).toEqual({ badLine: 2 });
  expect(parseBatch('1bad,名')).toEqual({ badLine: 1 });
});

it('labels operators and variables', () => {
  expect(operatorLabel('>=')).toBe('大于等于');
  expect(conditionLabel('@organizationAndSuborganization')).toBe('当前组织及子组织');
  expect(conditionLabel('literal')).toBe('literal');
});

it('edits the names in 繁體中文 and English: read from the menu, sent trimmed, length-checked', () => {
  const values = valuesOf({ ...toMenuFields(menu({}), 's1'), id: 'm1', translations: { zhtw: '選單', en: 'Menu' } });
  expect({ zhtw: values.nameZhtw, en: values.nameEn }).toEqual({ zhtw: '選單', en: 'Menu' });
  expect(toMenuFields({ ...values, nameEn: '  Menus ', nameZhtw: '' }, 's1').translations).toEqual({ zhtw: '', en: 'Menus' });
  expect(validateMenu(menu({ nameEn: 'x'.repeat(51) })).nameEn).toBeTruthy();
});
