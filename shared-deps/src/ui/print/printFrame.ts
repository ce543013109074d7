// Printing through a hidden frame: the job's sanitized HTML and its page stylesheet in a blank
// document, then the browser's own print dialog for that frame only (the portal around it is not
// printed). The frame goes away once the dialog closes.
import { loadSanitizer } from '../upload/sanitizer';
import type { PageParam } from './document';
import { escapeHtml, printCss } from './render';

/** How long to wait for images in the job before printing anyway. */
const IMAGE_WAIT_MS = 5000;

function imagesLoaded(doc: Document): Promise<void> {
  const pending = [...doc.images].filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  const all = Promise.all(pending.map((image) => new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  })));
  return Promise.race([all.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
}

/** Prints `html` (sanitized here) on the paper of `page`; resolves once the print dialog was shown. */
export async function printHtml(html: string, title: string, page: PageParam): Promise<void> {
  // DOMPurify arrives with the first print, not with @atrium/ui (which the sign-in page loads).
  const sanitizeHtml = await loadSanitizer();
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  document.body.append(frame);
  const doc = frame.contentDocument;
  const view = frame.contentWindow;
  if (!doc || !view) {
    frame.remove();
    throw new Error('print: no frame document');
  }
  doc.open();
  doc.write(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${printCss(page)}</style></head><body>${sanitizeHtml(html)}</body></html>`);
  doc.close();
  await imagesLoaded(doc);
  const cleanup = () => setTimeout(() => frame.remove(), 0);
  view.addEventListener('afterprint', cleanup, { once: true });
  view.focus();
  view.print();
  // Browsers whose print() returns before the dialog closes fire afterprint later; a minute is the backstop.
  setTimeout(() => frame.isConnected && frame.remove(), 60_000);
}
