// The lazy chunk of the print template picker: fetched the first time a page opens it (index.ts).
export { PrintTemplatePicker } from './PrintTemplatePicker';
