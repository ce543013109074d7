import type { SystemMessages } from './zh';

const en: SystemMessages = {
  dictionary: {
    categories: 'Dictionary categories',
    keyword: 'Keyword',
    keywordPlaceholder: 'Enter a keyword',
    search: 'Search',
    reset: 'Reset',
    refresh: 'Refresh',
    fullName: 'Name',
    enCode: 'Code',
    sortCode: 'Sort',
    enabledMark: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    empty: 'No data',
    chooseCategory: 'Choose a category on the left',
  },
};

export default en;
