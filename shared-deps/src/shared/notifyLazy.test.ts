// A toast raised before Shoelace's alert component was fetched must still show as a Shoelace toast.
import { notifyError } from './notify';

afterEach(() => {
  delete (globalThis as { System?: unknown }).System;
});

it('fetches sl-alert through @atrium/shoelace, upgrades the detached element and shows it', async () => {
  const toasts: string[] = [];
  class FakeAlert extends HTMLElement {
    toast(): Promise<void> {
      toasts.push(this.textContent ?? '');
      return Promise.resolve();
    }
  }
  const define = jest.fn(async (tag: string) => customElements.define(tag, FakeAlert));
  (globalThis as { System?: unknown }).System = { import: jest.fn(async () => ({ define })) };

  notifyError('账号或密码错误');
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(define).toHaveBeenCalledWith('sl-alert');
  expect(toasts).toEqual(['账号或密码错误']);
  expect(document.querySelector('[role="alert"].atrium-toast')).toBeNull();
});
