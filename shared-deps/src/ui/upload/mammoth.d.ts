// mammoth's standalone browser build has the same API as its package entry.
declare module 'mammoth/mammoth.browser.min.js' {
  export function convertToHtml(input: { arrayBuffer: ArrayBuffer }): Promise<{ value: string; messages: unknown[] }>;
}
