import type { CacheMessages } from './zh';

/** Cache management (issue 16 item 3). */
const en: CacheMessages = {
  title: 'Caches',
  name: 'Cache',
  key: 'Key',
  count: 'Entries',
  size: 'Size (approx.)',
  age: 'Age',
  since: 'Filling since',
  actions: 'Actions',
  clear: 'Clear',
  clearAll: 'Clear all',
  confirmClear: 'Clear the cache "{{name}}"? It is recomputed when next used.',
  confirmClearAll: 'Clear every cache? They are recomputed when next used.',
  cleared: 'The cache "{{name}}" was cleared',
  clearedAll: 'Every cache was cleared',
  empty: '—',
  names: {
    menus: 'User menus',
    permissions: 'User permissions',
    statements: 'Prepared SQL statements',
    systemLogKeywords: 'Log keyword statistics',
    visualdevModels: 'Online-development models',
  },
  units: { B: '{{value}} B', KB: '{{value}} KB', MB: '{{value}} MB' },
  ages: { seconds: '{{count}} s', minutes: '{{count}} min', hours: '{{count}} h', days: '{{count}} d' },
};

export default en;
