import { focusFirstInvalid } from './focusFirstInvalid';

/** A form of fields, each `<div>` holding its control markup and, when in error, its message. */
function form(...fields: { control: string; error?: string }[]): HTMLElement {
  const element = document.createElement('form');
  element.innerHTML = fields.map(({ control, error }) => `<div>${control}${error ? `<p role="alert">${error}</p>` : ''}</div>`).join('');
  document.body.replaceChildren(element);
  return element;
}

describe('focusFirstInvalid', () => {
  it('focuses the control of the first field in error, not an earlier valid one', () => {
    const element = form({ control: '<input id="a">' }, { control: '<input id="b">', error: '请输入' }, { control: '<input id="c">', error: '请输入' });
    expect(focusFirstInvalid(element)).toBe(true);
    expect(document.activeElement?.id).toBe('b');
  });

  it("a picker's focusable box when the field has no form control (the pickers, the rich-text editor)", () => {
    const element = form({ control: '<div id="picker" role="button" tabindex="0">部门选择</div>', error: '部门选择不能为空' });
    expect(focusFirstInvalid(element)).toBe(true);
    expect(document.activeElement?.id).toBe('picker');

    const editor = form({ control: '<div><div id="editor" contenteditable="true"></div></div>', error: '请输入内容' });
    expect(focusFirstInvalid(editor)).toBe(true);
    expect(document.activeElement?.id).toBe('editor');
  });

  it('a real control comes before a focusable box of the same field', () => {
    const element = form({ control: '<span tabindex="0" id="hint">?</span><input id="value">', error: '请输入' });
    focusFirstInvalid(element);
    expect(document.activeElement?.id).toBe('value');
  });

  it('says false when nothing is in error or the field has nothing to focus', () => {
    expect(focusFirstInvalid(form({ control: '<input>' }))).toBe(false);
    expect(focusFirstInvalid(form({ control: '<span>只读</span>', error: '错误' }))).toBe(false);
    expect(focusFirstInvalid(null)).toBe(false);
  });
});
