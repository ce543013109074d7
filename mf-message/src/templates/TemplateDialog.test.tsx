// The template form's content: site-message and mail templates are HTML, written in the
// rich-text editor and sent sanitised; an SMS template keeps a plain text box.
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerMessageTranslations } from '../i18n';
import { TemplateDialog } from './TemplateDialog';

jest.mock('./api', () => ({
  getTemplate: jest.fn(),
  createTemplate: jest.fn(() => Promise.resolve({ id: 't9' })),
  updateTemplate: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('../center/api', () => ({ ...jest.requireActual('../center/api'), getTypeList: jest.fn(() => Promise.resolve([])) }));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));

const api = jest.requireMock('./api') as Record<'getTemplate' | 'createTemplate' | 'updateTemplate', jest.Mock>;

Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerMessageTranslations();
});
beforeEach(() => jest.clearAllMocks());

const stored = (messageType: number, content: string) => ({
  id: 't1',
  fullName: '欢迎邮件',
  enCode: 'welcome',
  messageType,
  messageSource: 3,
  title: '欢迎 {name}',
  content,
  templateCode: messageType === 3 ? 'SMS_1' : '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
  creatorTime: 0,
  paramList: [],
});

const dialogOf = () =>
  waitFor(() => {
    const element = document.querySelector('sl-dialog');
    expect(element).not.toBeNull();
    return element as HTMLElement;
  });

it('writes a mail template in the rich-text editor and sends its content sanitised, parameters kept', async () => {
  api.getTemplate.mockResolvedValue(stored(2, '<p onclick="x()"><strong>{name}</strong> 你好<script>alert(1)</script></p>'));
  const { unmount } = render(<TemplateDialog id="t1" onClose={jest.fn()} onSaved={jest.fn()} />);
  const dialog = await dialogOf();
  await waitFor(() => expect(dialog.querySelector('[contenteditable]')?.textContent).toBe('{name} 你好'));
  expect(dialog.querySelector('sl-textarea[label="消息内容"]')).toBeNull();
  fireEvent.click(within(dialog).getByText('确定'));
  await waitFor(() => expect(api.updateTemplate).toHaveBeenCalled());
  const form = (api.updateTemplate.mock.calls[0] as [string, { content: string }])[1];
  expect(form.content).toBe('<p><strong>{name}</strong> 你好</p>');
  unmount();
});

it('keeps a plain text box for SMS templates', async () => {
  api.getTemplate.mockResolvedValue(stored(3, '验证码 {code}'));
  const { unmount } = render(<TemplateDialog id="t1" onClose={jest.fn()} onSaved={jest.fn()} />);
  const dialog = await dialogOf();
  await waitFor(() => expect(dialog.querySelector('sl-textarea[label="消息内容"]')?.getAttribute('value')).toBe('验证码 {code}'));
  expect(dialog.querySelector('[contenteditable]')).toBeNull();
  unmount();
});
