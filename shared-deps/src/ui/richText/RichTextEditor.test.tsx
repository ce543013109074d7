// The rich-text editor: what it emits is the display profile's sanitised HTML (no script, no
// event handler survives), the toolbar is icons of the bundled set with names, links are only
// web or mail addresses, and a value from outside (a loaded draft) replaces the document.
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { sanitizeHtml } from '../../html/sanitizeHtml';
import { editorOutput, RichTextEditor, setSanitizer } from './RichTextEditor';

// jsdom lays nothing out; ProseMirror measures ranges when it scrolls the selection into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();
document.elementFromPoint = () => null;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  setSanitizer(sanitizeHtml);
});

const HOSTILE = '<p onclick="steal()">正文<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">点我</a></p>';

const surfaceOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[contenteditable]')!;
const button = (container: HTMLElement, command: string) => container.querySelector<HTMLElement>(`sl-icon-button[data-command="${command}"]`)!;

function addLink(container: HTMLElement, url: string) {
  fireEvent.click(button(container, 'link'));
  const input = container.querySelector<HTMLElement & { value: string }>('sl-input[name="linkUrl"]')!;
  input.value = url;
  fireEvent(input, new CustomEvent('sl-input', { bubbles: true }));
  fireEvent.click([...container.querySelectorAll('sl-button')].find((element) => element.textContent === '确定')!);
}

it('sanitises what it emits with the display profile, whatever the document holds', () => {
  const html = editorOutput({ isEmpty: false, getHTML: () => HOSTILE });
  expect(html).toContain('正文');
  expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
  expect(editorOutput({ isEmpty: true, getHTML: () => '<p></p>' })).toBe('');
});

it('shows a hostile stored body without its script or handlers, and emits clean HTML on an edit', async () => {
  const onChange = jest.fn();
  const { container, unmount } = render(<RichTextEditor value={HOSTILE} onChange={onChange} label="公告内容" />);
  await waitFor(() => expect(surfaceOf(container).textContent).toContain('正文'));
  const surface = surfaceOf(container);
  expect(surface.innerHTML).not.toMatch(/<script|onerror|onclick|javascript:/i);
  expect(surface.getAttribute('aria-label')).toBe('公告内容');

  addLink(container, 'https://example.com/a');
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  const emitted = onChange.mock.calls.at(-1)![0] as string;
  expect(emitted).toContain('href="https://example.com/a"');
  expect(emitted).toContain('rel="noopener noreferrer"');
  expect(emitted).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
  unmount();
});

it('refuses a link that is not a web or mail address', async () => {
  const onChange = jest.fn();
  const { container, findByText, unmount } = render(<RichTextEditor value="<p>文字</p>" onChange={onChange} label="公告内容" />);
  await waitFor(() => expect(surfaceOf(container).textContent).toBe('文字'));
  addLink(container, 'javascript:alert(1)');
  const input = container.querySelector('sl-input[name="linkUrl"]')!;
  await waitFor(() => expect(input.getAttribute('help-text')).toBe('请输入以 http://、https:// 或 mailto: 开头的地址'));
  expect(onChange).not.toHaveBeenCalled();
  expect(await findByText('取消')).toBeTruthy();
  unmount();
});

it('offers bold, italic, underline, lists, link and clear as named icons of the bundled set, and makes text bold', async () => {
  const onChange = jest.fn();
  const { container, unmount } = render(<RichTextEditor value="<p>加粗我</p>" onChange={onChange} label="消息内容" required />);
  await waitFor(() => expect(surfaceOf(container).textContent).toBe('加粗我'));
  const toolbar = container.querySelector('[role="toolbar"]')!;
  const names = [...toolbar.querySelectorAll('sl-icon-button')].map((element) => [element.getAttribute('name'), element.getAttribute('label')]);
  expect(names).toEqual([
    ['type-bold', '加粗'],
    ['type-italic', '斜体'],
    ['type-underline', '下划线'],
    ['list-ul', '无序列表'],
    ['list-ol', '有序列表'],
    ['link-45deg', '链接'],
    ['eraser', '清除格式'],
  ]);
  const surface = surfaceOf(container);
  act(() => {
    surface.focus();
    fireEvent.keyDown(surface, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(surface, { key: 'a', metaKey: true });
  });
  act(() => fireEvent.click(button(container, 'bold')));
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>加粗我</strong></p>'));
  unmount();
});

it('takes a value from outside (a loaded draft) without echoing it back', async () => {
  const onChange = jest.fn();
  const { container, rerender, unmount } = render(<RichTextEditor value="" onChange={onChange} label="公告内容" />);
  await waitFor(() => expect(surfaceOf(container)).not.toBeNull());
  rerender(<RichTextEditor value="<p>草稿正文</p>" onChange={onChange} label="公告内容" />);
  await waitFor(() => expect(surfaceOf(container).textContent).toBe('草稿正文'));
  expect(onChange).not.toHaveBeenCalled();
  unmount();
});

it('keeps the focus in the text when a toolbar button is pressed, so a key pressed at once types into the text', async () => {
  const onChange = jest.fn();
  const { container, unmount } = render(<RichTextEditor value="<p>今晚</p>" onChange={onChange} label="公告内容" />);
  await waitFor(() => expect(surfaceOf(container).textContent).toBe('今晚'));
  const surface = surfaceOf(container);
  act(() => surface.focus());
  expect(document.activeElement).toBe(surface);
  // fireEvent returns false when a handler prevented the default: the press takes no focus.
  for (const command of ['bold', 'italic', 'underline', 'bulletList', 'orderedList', 'link', 'clear']) {
    expect(fireEvent.mouseDown(button(container, command))).toBe(false);
  }
  // A press on the text itself, or on the toolbar between its buttons, is left alone.
  expect(fireEvent.mouseDown(surface)).toBe(true);
  expect(fireEvent.mouseDown(container.querySelector('[role="toolbar"]')!)).toBe(true);
  unmount();
});
