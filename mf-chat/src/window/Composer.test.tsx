import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerChatTranslations } from '../i18n';
import { Composer } from './Composer';
import { imageRefusal } from './imageCheck';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerChatTranslations();
});

const styles = new Proxy({}, { get: (_target, key) => String(key) }) as Record<string, string>;

it('sends the trimmed text on Enter, keeps Shift+Enter for a new line, and ignores blank text', () => {
  const onSend = jest.fn();
  render(<Composer styles={styles} onSend={onSend} onUpload={jest.fn()} />);
  const input = screen.getByRole('textbox', { name: '消息内容' }) as HTMLTextAreaElement;
  expect(input.rows).toBe(3);
  fireEvent.change(input, { target: { value: '   ' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onSend).not.toHaveBeenCalled();
  fireEvent.change(input, { target: { value: '  line one\nline two  ' } });
  fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
  expect(onSend).not.toHaveBeenCalled();
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onSend).toHaveBeenCalledWith('text', 'line one\nline two');
  expect(input.value).toBe('');
});

it('refuses an image of 5 MB or more with the spec message, and files that are not images', () => {
  expect(imageRefusal({ type: 'image/png', size: 5 * 1024 * 1024 - 1 })).toBeNull();
  expect(imageRefusal({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('chat.imageTooLarge');
  expect(imageRefusal({ type: 'text/html', size: 10 })).toBe('chat.imageOnly');

  const onUpload = jest.fn();
  render(<Composer styles={styles} onSend={jest.fn()} onUpload={onUpload} />);
  const input = screen.getByTestId('chat-image-input') as HTMLInputElement;
  expect(input.accept).toBe('image/*');
  expect(input.multiple).toBe(false);
  const big = new File([new Uint8Array(8)], 'big.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
  fireEvent.change(input, { target: { files: [big] } });
  expect(screen.getByText('图片大小不能超过5M')).toBeTruthy();
  fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
  expect(screen.getByText('请上传图片')).toBeTruthy();
  const huge = new File(['x'], 'huge.zip', { type: 'application/zip' });
  Object.defineProperty(huge, 'size', { value: 100 * 1048576 });
  fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [huge] } });
  expect(screen.getByText('文件大小超过100MB')).toBeTruthy();
  expect(onUpload).not.toHaveBeenCalled();

  const small = new File(['png'], 'dot.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [small] } });
  expect(onUpload).toHaveBeenCalledWith('image', small);
  expect(screen.queryByText('请上传图片')).toBeNull();
});

it('previews typed emoji codes as the images the message will show, and only when there are some (issue 17 item 3)', () => {
  render(<Composer styles={styles} onSend={jest.fn()} onUpload={jest.fn()} />);
  const input = screen.getByRole('textbox', { name: '消息内容' }) as HTMLTextAreaElement;
  fireEvent.change(input, { target: { value: 'hello' } });
  expect(screen.queryByTestId('chat-input-preview')).toBeNull();
  fireEvent.change(input, { target: { value: 'hi [em:100] <img src=x onerror=alert(1)>' } });
  const preview = screen.getByRole('note', { name: '输入预览' });
  expect(preview.querySelector('img[data-emoji="100"]')?.getAttribute('alt')).toBe('😀');
  // Typed markup stays text: the only element is the emoji's image.
  expect(preview.querySelectorAll('img')).toHaveLength(1);
  expect(preview.textContent).toBe('hi  <img src=x onerror=alert(1)>');
});
