import type { CommonWordsMessages } from './zh';

/** Common phrases (issue 16 item 7). */
const en: CommonWordsMessages = {
  title: 'Common phrases',
  text: 'Phrase',
  textPlaceholder: 'Please enter the phrase',
  type: 'Type',
  types: { '0': 'System', '1': 'Personal' },
  allTypes: 'All types',
  sortCode: 'Sort',
  enabledMark: 'Status',
  enabled: 'Enabled',
  disabled: 'Disabled',
  creatorTime: 'Created',
  actions: 'Actions',
  add: 'New',
  edit: 'Edit',
  remove: 'Delete',
  addTitle: 'New phrase',
  editTitle: 'Edit phrase',
  confirmRemove: 'Delete the phrase “{{name}}”?',
  required: 'Please enter the phrase',
  tooLong: 'A phrase can be at most {{max}} characters',
  systemHint: 'System phrases are offered to every user; only the administrator keeps them',
  readOnly: 'Only the administrator can change system phrases',
  saved: 'Saved',
  removed: 'Deleted',
};

export default en;
