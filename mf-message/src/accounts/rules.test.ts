import { setLocale } from '@atrium/shared';
import { registerMessageTranslations } from '../i18n';
import { ACCOUNT_KINDS } from './kinds';
import { validateAccount, type AccountValues } from './rules';

beforeAll(async () => {
  setLocale('zh');
  await registerMessageTranslations();
});

const mail = (settings: Record<string, string>, overrides: Partial<AccountValues> = {}): AccountValues => ({
  fullName: '通知邮箱',
  enCode: 'notice.mail',
  sortCode: '0',
  enabledMark: 1,
  description: '',
  settings: { smtpServer: 'smtp.example.com', smtpPort: '465', sslLink: '1', smtpUser: '', smtpPassword: '', addressorName: '', senderAddress: 'a@example.com', ...settings },
  ...overrides,
});

it('accepts a complete mail account', () => {
  expect(validateAccount(mail({}), ACCOUNT_KINDS.mail.fields, new Set())).toEqual({});
});

it('names the missing and malformed settings', () => {
  const errors = validateAccount(mail({ smtpServer: ' ', smtpPort: '70000', senderAddress: 'nope' }, { fullName: '', enCode: '.x' }), ACCOUNT_KINDS.mail.fields, new Set());
  expect(errors).toEqual({
    fullName: '请输入名称',
    enCode: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
    smtpServer: '请输入SMTP 服务器',
    smtpPort: '端口应为 1 到 65535 之间的整数',
    senderAddress: '请输入正确的邮箱地址',
  });
});

it('requires a required secret only while none is stored', () => {
  const values: AccountValues = { ...mail({}), settings: { appId: 'wx1', appSecret: '' } };
  expect(validateAccount(values, ACCOUNT_KINDS.mp.fields, new Set())).toEqual({ appSecret: '请输入AppSecret' });
  expect(validateAccount(values, ACCOUNT_KINDS.mp.fields, new Set(['appSecret']))).toEqual({});
});

it('checks webhook addresses', () => {
  const values = (address: string): AccountValues => ({ ...mail({}), settings: { webhookType: '1', webhookAddress: address, webhookSecret: '' } });
  expect(validateAccount(values('ftp://hook'), ACCOUNT_KINDS.webhook.fields, new Set())).toEqual({ webhookAddress: '请输入以 http:// 或 https:// 开头的地址' });
  expect(validateAccount(values('https://oapi.example.com/robot/send?access_token=x'), ACCOUNT_KINDS.webhook.fields, new Set())).toEqual({});
});
