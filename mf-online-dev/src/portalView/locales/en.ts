import type { PortalViewMessages } from './zh';

const messages: PortalViewMessages = {
  common: {
    loading: 'Loading',
    retry: 'Retry',
    more: 'More',
  },
  view: {
    empty: 'This portal has no content yet. Add widgets to it in Portal design.',
    widgetFailed: 'This widget cannot be shown; the others are not affected. Refresh the page to try again.',
    loadFailed: 'The portal could not be loaded',
    loadFailedHint: 'Check the network and try again.',
    refused: 'This portal cannot be shown',
    noPortal: 'No portal was named to show.',
  },
  widgets: {
    text: 'Text',
    image: 'Image',
    commonFunc: 'Shortcuts',
    todoList: 'To-dos',
    notice: 'Announcements',
    dataBoard: 'Data board',
  },
  figures: {
    userCount: 'Users',
    organizeCount: 'Organizations',
    departmentCount: 'Departments',
    roleCount: 'Roles',
    positionCount: 'Positions',
    onlineUserCount: 'Online users',
    dictionaryCount: 'Dictionaries',
    menuCount: 'Menus',
  },
  text: {
    empty: 'No content',
  },
  image: {
    invalid: 'The image address is not valid: only http(s) addresses or files of this system are shown.',
    failed: 'The image could not be loaded',
    empty: 'No image set yet',
  },
  commonFunc: {
    empty: 'No shortcuts',
    newTab: '{{name}} (opens in a new tab)',
  },
  todoList: {
    empty: 'No to-dos',
    failed: 'The to-dos could not be loaded',
    from: 'started by {{user}}',
  },
  notice: {
    empty: 'No announcements',
    failed: 'The announcements could not be loaded',
  },
  dataBoard: {
    empty: 'No figures chosen',
    failed: 'The figures could not be loaded',
  },
  validation: {
    item: 'Invalid portal layout: item {{n}} {{problem}}',
    tooMany: 'A portal holds at most {{max}} widgets',
    notObject: 'is not a valid widget',
    unknownKind: 'is of a widget kind that is not supported',
    id: 'needs an id of 1-64 letters, digits, underscores or dashes',
    x: 'needs a column between 0 and {{max}}',
    y: 'needs a row between 0 and {{max}}',
    w: 'needs a width of 1 to {{max}} columns',
    right: 'goes past the right edge of the {{columns}} columns',
    h: 'needs a height of 1 to {{max}} rows',
    title: 'has a title longer than {{max}} characters',
    content: 'has a text longer than {{max}} characters',
    src: 'needs an image address starting with http(s):// or /api/file/, at most {{max}} characters',
    alt: 'has an alternative text longer than {{max}} characters',
    links: 'has more than {{max}} links',
    linkName: 'needs a name of 1-{{max}} characters for link {{n}}',
    linkUrl: 'needs a page path of this system or an http(s) address for link {{n}}',
    count: 'needs a number of entries between {{min}} and {{max}}',
    figures: 'needs 1 to {{max}} different figures',
    duplicateId: 'has the same id as item {{other}}',
    overlap: 'overlaps item {{other}}',
  },
};

export default messages;
