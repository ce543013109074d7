import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { maxLengthRule, requiredRule, setLocale } from '@atrium/shared';
import { FormDialog } from './FormDialog';
import { FormField } from './FormField';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

function setup(busy = false) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  const view = render(
    <FormDialog title="新建" width={600} busy={busy} onConfirm={onConfirm} onClose={onClose}>
      <input aria-label="name" />
    </FormDialog>,
  );
  const dialog = view.container.querySelector('sl-dialog') as HTMLElement;
  return { onConfirm, onClose, dialog };
}

it('is an open sl-dialog with the title and width; confirm, Enter and cancel call back', () => {
  const { onConfirm, onClose, dialog } = setup();
  expect(dialog.getAttribute('label')).toBe('新建');
  expect(dialog.style.getPropertyValue('--width')).toBe('600px');
  fireEvent.click(screen.getByText('确定'));
  fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
  expect(onConfirm).toHaveBeenCalledTimes(2);
  fireEvent.click(screen.getByText('取消'));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('Escape closes through the parent, an overlay click does not', () => {
  const { onClose, dialog } = setup();
  const overlay = new CustomEvent('sl-request-close', { cancelable: true, detail: { source: 'overlay' } });
  dialog.dispatchEvent(overlay);
  expect(overlay.defaultPrevented).toBe(true);
  expect(onClose).not.toHaveBeenCalled();
  dialog.dispatchEvent(new CustomEvent('sl-request-close', { cancelable: true, detail: { source: 'keyboard' } }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('a form the user must complete (dismissible false) has no cancel, and neither Esc nor the close button closes it', () => {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  const { container } = render(
    <FormDialog title="修改密码" dismissible={false} onConfirm={onConfirm} onClose={onClose}>
      <input aria-label="name" />
    </FormDialog>,
  );
  const dialog = container.querySelector('sl-dialog') as HTMLElement;
  expect(screen.queryByText('取消')).toBeNull();
  expect(dialog.getAttribute('data-dismissible')).toBe('false');
  for (const source of ['keyboard', 'close-button', 'overlay']) {
    const request = new CustomEvent('sl-request-close', { cancelable: true, detail: { source } });
    dialog.dispatchEvent(request);
    expect(request.defaultPrevented).toBe(true);
  }
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('while busy: confirm shows loading and nothing confirms or closes', () => {
  const { onConfirm, onClose, dialog } = setup(true);
  const [cancel, confirm] = [...dialog.querySelectorAll('sl-button')] as HTMLElement[];
  expect(confirm?.hasAttribute('loading')).toBe(true);
  expect(cancel?.hasAttribute('disabled')).toBe(true);
  fireEvent.click(confirm as HTMLElement);
  fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
  dialog.dispatchEvent(new CustomEvent('sl-request-close', { cancelable: true, detail: { source: 'keyboard' } }));
  expect(onConfirm).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

describe('after a refused confirm and at 800 px', () => {
  function Form({ width = 600 }: { width?: number }) {
    const [errors, setErrors] = useState<{ code?: string }>({});
    return (
      <FormDialog title="新建字典" width={width} onConfirm={() => setErrors({ code: '请输入编码' })} onClose={() => undefined}>
        <FormField name="fullName">
          <input aria-label="名称" defaultValue="ok" />
        </FormField>
        <FormField name="enCode" error={errors.code ?? null}>
          <input aria-label="编码" />
        </FormField>
      </FormDialog>
    );
  }

  it('moves the focus to the first field in error', async () => {
    render(<Form />);
    screen.getByLabelText('名称').focus();
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('编码')));
  });

  it('lays the fields out in two columns from 800 px wide only', () => {
    const { container, unmount } = render(<Form width={800} />);
    expect(container.querySelector('form')?.className).toMatch(/columns/);
    unmount();
    const narrow = render(<Form width={600} />);
    expect(narrow.container.querySelector('form')?.className ?? '').not.toMatch(/columns/);
  });
});

describe('required fields carry the asterisk', () => {
  it('marks the rows whose rules include requiredRule, and rows that say required', () => {
    const rules = { fullName: [requiredRule(), maxLengthRule(50)], description: [maxLengthRule(500)] };
    const { container } = render(
      <FormDialog title="新建字典" rules={rules} onConfirm={() => undefined} onClose={() => undefined}>
        <FormField name="fullName">
          <input aria-label="名称" />
        </FormField>
        <FormField name="description">
          <input aria-label="说明" />
        </FormField>
        <FormField name="organizeIds" required>
          <input aria-label="组织" />
        </FormField>
        <FormField>
          <input aria-label="无名" />
        </FormField>
      </FormDialog>,
    );
    const marks = [...container.querySelectorAll('[data-required]')].map((row) => row.querySelector('input')?.getAttribute('aria-label'));
    expect(marks).toEqual(['名称', '组织']);
  });

  it('a field that says required: false is not marked whatever the rules say', () => {
    const { container } = render(
      <FormDialog title="编辑" rules={{ code: [requiredRule()] }} onConfirm={() => undefined} onClose={() => undefined}>
        <FormField name="code" required={false}>
          <input aria-label="编码" />
        </FormField>
      </FormDialog>,
    );
    expect(container.querySelector('[data-required]')).toBeNull();
  });
});

describe('the dialog does not jump when messages appear', () => {
  it('a message takes the row margin: the row class is the same, the message is the row\'s last child', () => {
    function Form() {
      const [error, setError] = useState<string | null>(null);
      return (
        <FormDialog title="新建" onConfirm={() => setError('请输入名称')} onClose={() => undefined}>
          <FormField name="fullName" error={error}>
            <input aria-label="名称" />
          </FormField>
        </FormDialog>
      );
    }
    const { container } = render(<Form />);
    const row = container.querySelector('[data-field="fullName"]') as HTMLElement;
    const before = row.className;
    fireEvent.click(screen.getByText('确定'));
    expect(row.className).toBe(before);
    expect(row.lastElementChild?.getAttribute('role')).toBe('alert');
    expect(row.lastElementChild?.textContent).toBe('请输入名称');
  });
});
