import type { LanguageMessages } from './zh';

const en: LanguageMessages = {
  title: 'Translations',
  namespace: 'Module',
  allNamespaces: 'All modules',
  namespaceOption: '{{namespace}} ({{total}})',
  onlyMissing: 'Missing translations only',
  missingCount: 'Missing translations: {{count}}',
  key: 'Key',
  zh: '简体中文',
  zhtw: '繁體中文',
  en: 'English',
  missing: 'Missing',
  overridden: 'Changed',
  actions: 'Actions',
  edit: 'Edit',
  reset: 'Restore default',
  editTitle: 'Edit translation: {{key}}',
  builtIn: 'Default: {{text}}',
  builtInEmpty: 'Default: (none)',
  emptyHint: 'Leave empty to use the default text',
  confirmReset: 'Restore the default texts of "{{key}}"?',
  saved: 'Saved; open pages update at once',
  resetDone: 'Default texts restored',
  blank: 'A translation cannot be only spaces',
  tooLong: 'A translation can be at most {{max}} characters',
  catalogMissing: 'The portal\'s translation catalogue (dist/locale-catalog.json) is missing. Build the portal (npm run build) to see and change translations here.',
};

export default en;
