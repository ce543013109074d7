// 常用语 in the chat composer: the button opens the user's phrases (GET /api/system/CommonWords/Selector),
// picking one inserts it at the cursor and closes the popover; empty and failed loads say so.
import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerChatTranslations } from '../i18n';
import { Composer } from './Composer';
import { CommonWordsPopover } from './CommonWordsPopover';

jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual('@atrium/shared');
  return { ...actual, http: { ...actual.http, get: jest.fn() } };
});

const get = (jest.requireMock('@atrium/shared') as { http: { get: jest.Mock } }).http.get;
const styles = new Proxy({}, { get: (_target, key) => String(key) }) as Record<string, string>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerChatTranslations();
});
beforeEach(() => get.mockReset());

it('inserts a picked phrase at the cursor of the message box', async () => {
  get.mockResolvedValue({ list: [{ id: 'p1', commonWordsText: '收到，马上处理', commonWordsType: 1 }, { id: 's1', commonWordsText: '同意', commonWordsType: 0 }] });
  render(<Composer styles={styles} onSend={jest.fn()} onUpload={jest.fn()} />);
  const input = screen.getByRole('textbox', { name: '消息内容' }) as HTMLTextAreaElement;
  fireEvent.change(input, { target: { value: '好的，' } });
  input.setSelectionRange(3, 3);
  const button = screen.getByRole('button', { name: '常用语' });
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(await screen.findByText('收到，马上处理')).toBeTruthy();
  expect(get).toHaveBeenCalledWith('/api/system/CommonWords/Selector', undefined, { silent: true });
  expect(screen.getByText('同意').textContent).toBe('同意 · 系统');
  fireEvent.click(screen.getByText('收到，马上处理'));
  expect(input.value).toBe('好的，收到，马上处理');
  expect(screen.queryByRole('dialog', { name: '常用语' })).toBeNull();
});

it('says when there are no phrases or they could not be loaded, and closes on Escape', async () => {
  const onClose = jest.fn();
  const view = render(<CommonWordsPopover styles={styles} onPick={jest.fn()} onClose={onClose} load={() => Promise.resolve([])} />);
  expect(await screen.findByText('暂无常用语，可在“常用语”页面添加')).toBeTruthy();
  fireEvent.keyDown(screen.getByRole('dialog', { name: '常用语' }), { key: 'Escape' });
  expect(onClose).toHaveBeenCalled();
  view.unmount();
  render(<CommonWordsPopover styles={styles} onPick={jest.fn()} onClose={jest.fn()} load={() => Promise.reject(new Error('down'))} />);
  expect(await screen.findByText('常用语加载失败，请稍后重试')).toBeTruthy();
});
