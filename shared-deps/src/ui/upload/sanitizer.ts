// DOMPurify comes from @atrium/html, fetched at run time (file previews, the rich-text editor,
// printing): a static import would make it a SystemJS dependency of @atrium/ui's entry, and so of
// the sign-in page (webpack lists every external of a bundle there, even one used only in a lazy
// chunk). A static import in print/printFrame.ts once put DOMPurify's 11.6 KB gzip on that page.
declare const System: { import<T>(name: string): Promise<T> } | undefined;

interface HtmlModule {
  sanitizeHtml(html: string | null | undefined): string;
}

export function loadSanitizer(): Promise<HtmlModule['sanitizeHtml']> {
  if (typeof System === 'undefined') return Promise.reject(new Error('@atrium/ui: @atrium/html needs SystemJS'));
  return System.import<HtmlModule>('@atrium/html').then((module) => module.sanitizeHtml);
}
