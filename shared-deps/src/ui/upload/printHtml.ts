/**
 * Prints markup the page already holds (sanitized or rendered by React, never raw server HTML) in a
 * hidden frame, so only the document prints, not the portal around it.
 */
export function printHtml(title: string, body: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;left:-10000px;';
  const escapedTitle = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  frame.srcdoc =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapedTitle}</title>` +
    '<style>body{font:13px/1.5 sans-serif;margin:16px}pre{white-space:pre-wrap;word-break:break-word}' +
    'table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}img{max-width:100%}</style>' +
    `</head><body>${body}</body></html>`;
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // print() returns when the dialog closes; the frame goes after.
    setTimeout(() => frame.remove(), 1000);
  });
  document.body.append(frame);
}
