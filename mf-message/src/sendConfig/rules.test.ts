import { setLocale } from '@atrium/shared';
import { registerMessageTranslations } from '../i18n';
import { validateSendConfig, type SendConfigValues } from './rules';

beforeAll(async () => {
  setLocale('zh');
  await registerMessageTranslations();
});

const valid: SendConfigValues = {
  fullName: '注册通知',
  enCode: 'register',
  messageSource: '3',
  sortCode: '0',
  enabledMark: 1,
  description: '',
  items: [{ messageType: '2', templateId: 't1', accountId: 'a1' }, { messageType: '1', templateId: 't2', accountId: '' }],
};

it('accepts a site message line without an account', () => {
  expect(validateSendConfig(valid)).toEqual({});
});

it('reports each broken line and the empty list with the server words', () => {
  expect(validateSendConfig({ ...valid, items: [] })).toEqual({ items: '请至少添加一条发送配置' });
  const errors = validateSendConfig({
    ...valid,
    fullName: '',
    messageSource: '',
    items: [
      { messageType: '2', templateId: 't1', accountId: '' },
      { messageType: '3', templateId: '', accountId: 'a' },
      { messageType: '3', templateId: 't', accountId: 'a' },
    ],
  });
  expect(errors).toEqual({
    fullName: '请输入名称',
    messageSource: '请选择消息来源',
    'items.0': '请选择账号',
    'items.1': '请选择模板',
    'items.2': '同一消息类型只能配置一次',
  });
});
