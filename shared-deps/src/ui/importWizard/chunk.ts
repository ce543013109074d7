// The lazy chunk of the import wizard: fetched the first time a page opens it (index.ts).
export { ImportWizard } from './ImportWizard';
