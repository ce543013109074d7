import { shoelaceElement } from './shoelaceElements';

afterEach(() => {
  delete (globalThis as { System?: unknown }).System;
});

it('answers at once when the element is already defined', () => {
  customElements.define('sl-fake-defined', class extends HTMLElement {});
  expect(shoelaceElement('sl-fake-defined')).toBe(true);
});

it('answers false at once without SystemJS, so callers use their fallback synchronously', () => {
  expect(shoelaceElement('sl-fake-missing')).toBe(false);
});

it('asks @atrium/shoelace to define the element when SystemJS is there', async () => {
  const define = jest.fn(async (tag: string) => customElements.define(tag, class extends HTMLElement {}));
  const load = jest.fn(async () => ({ define }));
  (globalThis as { System?: unknown }).System = { import: load };
  await expect(shoelaceElement('sl-fake-lazy')).resolves.toBe(true);
  expect(load).toHaveBeenCalledWith('@atrium/shoelace');
  expect(define).toHaveBeenCalledWith('sl-fake-lazy');
});

it('resolves false when the component cannot be fetched', async () => {
  (globalThis as { System?: unknown }).System = { import: jest.fn(async () => ({ define: async () => Promise.reject(new Error('offline')) })) };
  await expect(shoelaceElement('sl-fake-offline')).resolves.toBe(false);
});
