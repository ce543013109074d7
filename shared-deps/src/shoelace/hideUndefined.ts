/**
 * Until its component is defined, a Shoelace element shows its light-DOM content (a label, a
 * dialog's body) while nothing handles it: a click or a key on it is lost. Hidden until then
 * (Shoelace's own advice against the flash of undefined elements; the space stays reserved), an
 * element becomes visible to people — and to the actionability checks of e2e tests — only once it
 * works. Components load on first use, so this matters on every page, not just the first.
 */
export function hideUndefinedElements(doc: Document, tags: readonly string[]): HTMLStyleElement {
  const style = doc.createElement('style');
  style.dataset.atrium = 'shoelace-undefined';
  style.textContent = `:is(${tags.join(',')}):not(:defined){visibility:hidden}`;
  doc.head.append(style);
  return style;
}
