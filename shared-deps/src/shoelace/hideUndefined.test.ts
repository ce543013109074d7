import { hideUndefinedElements } from './hideUndefined';

it('keeps a Shoelace element invisible until its component is defined, and leaves other elements alone', () => {
  const style = hideUndefinedElements(document, ['sl-test-dialog', 'sl-test-button']);
  document.body.innerHTML = '<sl-test-dialog open><p>body</p></sl-test-dialog><other-thing>x</other-thing><p>plain</p>';
  const dialog = document.querySelector('sl-test-dialog')!;
  expect(getComputedStyle(dialog).visibility).toBe('hidden');
  expect(getComputedStyle(dialog.querySelector('p')!).visibility).toBe('hidden');
  expect(getComputedStyle(document.querySelector('other-thing')!).visibility).not.toBe('hidden');
  customElements.define('sl-test-dialog', class extends HTMLElement {});
  // (jsdom keeps a computed style until the document changes; a browser restyles at once.)
  document.body.append(document.createElement('sl-test-button'));
  expect(getComputedStyle(dialog).visibility).not.toBe('hidden');
  expect(getComputedStyle(document.querySelector('sl-test-button')!).visibility).toBe('hidden');
  style.remove();
});
