import type { IconsMessages } from './zh';

/** System icons (issue 16 item 5). */
const en: IconsMessages = {
  title: 'System icons',
  summary: '{{count}} icons; click one to copy its name',
  filtered: '{{count}} icons found',
  noMatch: 'No icon matches',
  copy: 'Copy {{name}}',
  copied: 'Copied {{name}}',
  copyFailed: 'Could not copy; select the name and copy it by hand',
  loadFailed: 'The icons could not be loaded; reload the page and try again',
};

export default en;
