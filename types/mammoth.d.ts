// mammoth's standalone browser build has the same API as its package entry. Here, beside the other
// ambient types, so every package's tsconfig (each includes ../types) sees it when it checks @atrium/ui's
// DocxPreview through its paths, not only the one program of `npm run typecheck`.
declare module 'mammoth/mammoth.browser.min.js' {
  export function convertToHtml(input: { arrayBuffer: ArrayBuffer }): Promise<{ value: string; messages: unknown[] }>;
}
