// Everything a module needs to render and print a print-template layout, as one namespace of
// @atrium/ui (`printKit`): mf-system's template editor and preview, and the flow detail's print,
// use this one renderer, so a template looks the same wherever it is printed.
export * from './document';
export * from './render';
export { codesFor, drawsCodes, loadCodeRenderer } from './codes';
export { printHtml } from './printFrame';
