import type { GeneratorMessages } from './zh';

const messages: GeneratorMessages = {
  title: { webForm: 'Web forms', appForm: 'App forms', flowForm: 'Flow forms' },
  fullName: 'Name',
  enCode: 'Code',
  category: 'Category',
  state: 'State',
  stateReleased: 'Released',
  stateDraft: 'Not released',
  lastModifyTime: 'Last modified',
  actions: 'Actions',
  preview: 'Preview code',
  download: 'Download code',
  area: 'Area',
  choose: 'Please select',
  downloadFailed: 'The download failed; please try again',
  previewTitle: 'Code preview: {{name}}',
  fromReleased: 'Generated from released version {{version}}',
  fromDraft: 'Generated from the draft (the module is not released yet)',
  files: 'Files',
  loading: 'Generating the code…',
  copy: 'Copy',
  copied: '{{name}} copied',
  copyFailed: 'Copying failed; select the code and copy it by hand',
  close: 'Close',
  empty: 'No files were generated',
};

export default messages;
