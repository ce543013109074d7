import { confirmDelete, confirmDeleteMessage, confirmDialog, notifyError, notifySuccess, notifyWarning } from './notify';
import { setLocale } from './i18n';

beforeEach(() => {
  document.body.innerHTML = '';
  setLocale('zh');
});
afterEach(() => jest.useRealTimers());

const restartAutoHide = jest.fn();
const alerts = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('[role="alert"]')];

describe('toasts', () => {
  it('shows text content only, with the variant, and removes it after the duration', () => {
    jest.useFakeTimers();
    notifyError('<img src=x onerror=alert(1)>');
    const [toast] = alerts();
    expect(toast?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(toast?.querySelector('img')).toBeNull();
    expect(toast?.className).toContain('danger');
    jest.advanceTimersByTime(1500);
    expect(alerts()).toHaveLength(0);
  });

  it('uses the given duration and variants', () => {
    jest.useFakeTimers();
    notifySuccess('保存成功', 1000);
    notifyWarning('文件不存在');
    expect(alerts().map((a) => a.className)).toEqual([expect.stringContaining('success'), expect.stringContaining('warning')]);
    jest.advanceTimersByTime(1000);
    expect(alerts().map((a) => a.textContent)).toEqual(['文件不存在']);
  });

  it('shows a message once while its toast is up, and again after it is gone', () => {
    jest.useFakeTimers();
    notifyError('您已被管理员强制下线');
    notifyError('您已被管理员强制下线');
    notifyWarning('您已被管理员强制下线');
    expect(alerts()).toHaveLength(2);
    jest.advanceTimersByTime(1500);
    notifyError('您已被管理员强制下线');
    expect(alerts().map((a) => a.className)).toEqual([expect.stringContaining('danger')]);
  });

  it('hands the message to Shoelace when <sl-alert> is defined, and closes it even while hovered', () => {
    jest.useFakeTimers();
    const toast = jest.fn(() => Promise.resolve());
    const hide = jest.fn(() => Promise.resolve());
    class FakeAlert extends HTMLElement {
      toast = toast;
      hide = hide;
      restartAutoHide = restartAutoHide;
    }
    customElements.define('sl-alert', FakeAlert);
    try {
      notifyError('出错了', 1500);
      expect(toast).toHaveBeenCalledTimes(1);
      const element = document.querySelector('sl-alert');
      expect(element?.getAttribute('variant')).toBe('danger');
      expect(element?.getAttribute('duration')).toBe('1500');
      expect(element?.textContent).toBe('出错了');
      expect(alerts()).toHaveLength(0);
      // Shoelace's own countdown stops while the pointer rests on the toast; ours does not.
      jest.advanceTimersByTime(1500 * 4 - 1);
      expect(hide).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(hide).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renews the toast on screen when its message comes again, and counts the repeat on it', () => {
    // <sl-alert> is the fake of the test above from here on.
    jest.useFakeTimers();
    notifySuccess('发布成功');
    jest.advanceTimersByTime(1000);
    notifySuccess('发布成功');
    notifySuccess('发布成功');
    const shown = [...document.querySelectorAll<HTMLElement>('sl-alert')].filter((element) => element.textContent === '发布成功');
    expect(shown).toHaveLength(1);
    expect(restartAutoHide).toHaveBeenCalledTimes(2);
    expect(shown[0]?.dataset.repeats).toBe('2');
    // Gone from the page (Shoelace removes a hidden toast): the next time is a toast of its own.
    shown[0]?.remove();
    jest.advanceTimersByTime(1500);
    notifySuccess('发布成功');
    expect(document.querySelectorAll('sl-alert')).toHaveLength(1);
    expect(restartAutoHide).toHaveBeenCalledTimes(2);
  });
});

describe('confirmDialog', () => {
  const button = (action: string): HTMLElement => {
    const found = document.querySelector<HTMLElement>(`sl-dialog [data-action="${action}"]`);
    if (!found) throw new Error(`no ${action} button`);
    return found;
  };

  it('resolves true on confirm and removes the dialog', async () => {
    const answer = confirmDialog({ message: '确定移除 a.txt？', title: '移除', confirmText: '移除', cancelText: '保留' });
    const dialog = document.querySelector('sl-dialog');
    expect(dialog?.getAttribute('label')).toBe('移除');
    expect(dialog?.textContent).toContain('确定移除 a.txt？');
    expect(button('confirm').textContent).toBe('移除');
    expect(button('cancel').textContent).toBe('保留');
    button('confirm').click();
    await expect(answer).resolves.toBe(true);
    expect(document.querySelector('sl-dialog')).toBeNull();
  });

  it('resolves false on cancel, on Escape and on the close request', async () => {
    const first = confirmDialog({ message: 'a' });
    button('cancel').click();
    await expect(first).resolves.toBe(false);

    const second = confirmDialog({ message: 'b' });
    document.querySelector('sl-dialog')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await expect(second).resolves.toBe(false);

    const third = confirmDialog({ message: 'c' });
    document.querySelector('sl-dialog')?.dispatchEvent(new CustomEvent('sl-request-close'));
    await expect(third).resolves.toBe(false);
    expect(document.querySelectorAll('sl-dialog')).toHaveLength(0);
  });

  it('defaults to 提示 / 确定 / 取消, translated, and is exposed as a dialog', async () => {
    setLocale('en');
    const answer = confirmDialog({ message: 'x' });
    const dialog = document.querySelector('sl-dialog');
    expect(dialog?.getAttribute('label')).toBe('Tip');
    expect(dialog?.getAttribute('role')).toBe('alertdialog');
    expect([button('confirm').textContent, button('cancel').textContent]).toEqual(['OK', 'Cancel']);
    button('cancel').click();
    await answer;
  });

  it('asks the delete question of the spec', async () => {
    const answer = confirmDelete();
    const dialog = document.querySelector('sl-dialog');
    expect(dialog?.getAttribute('label')).toBe('提示');
    expect(dialog?.textContent).toContain('此操作将永久删除该数据, 是否继续?');
    button('confirm').click();
    await expect(answer).resolves.toBe(true);
  });

  it('names the item when given its name', async () => {
    const answer = confirmDelete({ name: '性别' });
    expect(document.querySelector('sl-dialog')?.textContent).toContain('此操作将永久删除“性别”, 是否继续?');
    button('cancel').click();
    await expect(answer).resolves.toBe(false);
  });

  it('names every item of a small bulk delete with the count', async () => {
    const answer = confirmDelete({ names: ['张三', '李四'] });
    expect(document.querySelector('sl-dialog')?.textContent).toContain('此操作将永久删除 2 项: “张三”、“李四”, 是否继续?');
    button('confirm').click();
    await expect(answer).resolves.toBe(true);
  });

  it('names the first three of a larger bulk delete and says how many in all', async () => {
    const answer = confirmDelete({ names: ['甲', '乙', '丙', '丁', '戊'] });
    expect(document.querySelector('sl-dialog')?.textContent).toContain('此操作将永久删除“甲”、“乙”、“丙”等 5 项, 是否继续?');
    expect(document.querySelector('sl-dialog')?.textContent).not.toContain('丁');
    button('cancel').click();
    await expect(answer).resolves.toBe(false);
  });

  it('says "and N more" in English and treats one name as the single-item question', () => {
    expect(confirmDeleteMessage({ names: ['性别'] })).toBe('此操作将永久删除“性别”, 是否继续?');
    expect(confirmDeleteMessage({ names: ['', ''] })).toBe('此操作将永久删除该数据, 是否继续?');
    setLocale('en');
    expect(confirmDeleteMessage({ names: ['a', 'b', 'c', 'd'] })).toBe('This will permanently delete “a”, “b”, “c” and 1 more (4 items). Continue?');
    setLocale('zhtw');
    expect(confirmDeleteMessage({ names: ['甲', '乙'] })).toBe('此操作將永久刪除 2 項: 「甲」、「乙」, 是否繼續?');
  });
});
