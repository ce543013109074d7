/**
 * sanitizeHtml(): the only way any MF renders HTML that came from the server (notice
 * bodies, chat text, rich-text fields). DOMPurify strips scripts, event handlers and
 * javascript: URLs; links get rel="noopener noreferrer", and a link that had a target
 * opens in a new tab (target="_blank").
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // A private instance, so our hooks never affect another DOMPurify user on the page.
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const element = node as Element;
    if (element.hasAttribute('target')) element.setAttribute('target', '_blank');
    if (element.hasAttribute('href') || element.hasAttribute('target')) element.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, {
    ADD_ATTR: ['target'],
    // <style> would restyle the whole portal; forms could phish for passwords.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
