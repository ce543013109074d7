// DOMPurify comes from @atrium/html, fetched at run time: a static import would make it a SystemJS
// dependency of @atrium/ui's entry, and so of the sign-in page (webpack lists every external of a
// bundle there, even one used only in a lazy chunk).
declare const System: { import<T>(name: string): Promise<T> } | undefined;

interface HtmlModule {
  sanitizeHtml(html: string | null | undefined): string;
}

export function loadSanitizer(): Promise<HtmlModule['sanitizeHtml']> {
  if (typeof System === 'undefined') return Promise.reject(new Error('uiUpload: @atrium/html needs SystemJS'));
  return System.import<HtmlModule>('@atrium/html').then((module) => module.sanitizeHtml);
}
