// JNPF menus name their icons with classes of JNPF's own icon font ("icon-ym icon-ym-system"),
// which the portal does not ship. They are drawn with Shoelace's bundled Bootstrap Icons instead
// (served with the shared assets, no network): known names map one to one, unknown ones by the
// words they contain, and anything else gets a neutral default.

/** Shown for an icon class nobody recognises. */
export const DEFAULT_MENU_ICON = 'app';
/** Shown for a folder (a menu with children) whose icon is unknown. */
export const DEFAULT_FOLDER_ICON = 'folder2';

// icon-ym-* name (the part after the prefix) -> Bootstrap Icons name. Every name the reference
// server's seed uses, plus the common ones of JNPF 3.x's icon font.
const ICONS: Readonly<Record<string, string>> = {
  // systems and top-level groups
  systemToggle: 'arrow-left-right',
  system: 'gear',
  systemData: 'database',
  permission: 'shield-lock',
  workFlow: 'diagram-3',
  flow: 'diagram-3',
  msgCenter: 'chat-dots',
  message: 'chat-dots',
  onlineDev: 'code-slash',
  generator: 'file-earmark-code',
  extend: 'puzzle',
  home: 'house-door',
  dashboard: 'speedometer2',
  portal: 'window-stack',
  // online development
  webDesign: 'window',
  appDesign: 'phone',
  dataReport: 'bar-chart-line',
  report: 'bar-chart-line',
  dataScreen: 'display',
  visualPortal: 'window-stack',
  webForm: 'ui-checks',
  appForm: 'ui-checks-grid',
  flowForm: 'file-earmark-ruled',
  // system management
  sysConfig: 'sliders',
  config: 'sliders',
  notice: 'megaphone',
  task: 'clock-history',
  cache: 'hdd-stack',
  log: 'journal-text',
  monitor: 'activity',
  icons: 'grid-3x3-gap',
  language: 'translate',
  menu: 'list-nested',
  area: 'globe-asia-australia',
  billRule: 'upc-scan',
  printDev: 'printer',
  print: 'printer',
  commonWords: 'chat-quote',
  // system data
  dataSource: 'plug',
  dataModel: 'boxes',
  dataSync: 'arrow-repeat',
  dataBackup: 'cloud-arrow-up',
  dataInterface: 'hdd-network',
  interfaceAuth: 'key',
  dictionary: 'book-half',
  map: 'geo-alt',
  // organisation and permissions
  grade: 'person-gear',
  organize: 'building',
  organization: 'building',
  company: 'building',
  department: 'diagram-2',
  position: 'person-badge',
  post: 'person-badge',
  user: 'person',
  role: 'person-check',
  userGroup: 'people',
  group: 'people',
  authorize: 'key',
  userOnline: 'person-lines-fill',
  // workflow
  formDesign: 'ui-checks',
  flowEngine: 'bezier2',
  addFlow: 'play-circle',
  flowLaunch: 'send',
  flowTodo: 'inboxes',
  flowDone: 'check2-square',
  flowCirculate: 'share',
  entrust: 'person-check',
  flowMonitor: 'eye',
  // messages
  accountConfig: 'person-gear',
  mail: 'envelope',
  email: 'envelope',
  shortMsg: 'chat-text',
  sms: 'chat-text',
  weCom: 'wechat',
  wechat: 'wechat',
  dingTalk: 'bell',
  webhook: 'link-45deg',
  mp: 'wechat',
  msgTemplate: 'file-earmark-text',
  sendConfig: 'send-check',
  msgMonitor: 'clipboard-data',
  schedule: 'calendar3',
  calendar: 'calendar3',
  document: 'folder2-open',
  // examples and links
  tableDemo: 'table',
  formDemo: 'ui-checks',
  link: 'link-45deg',
  chart: 'pie-chart',
  data: 'database',
};

// Words in an unknown name, checked in this order (flowForm is a form before it is a flow).
const WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/report|chart|statistic/i, 'bar-chart-line'],
  [/form/i, 'ui-checks'],
  [/flow/i, 'diagram-3'],
  [/msg|message|notice/i, 'chat-dots'],
  [/mail/i, 'envelope'],
  [/user|person|member/i, 'person'],
  [/role|auth|permission/i, 'shield-lock'],
  [/org|dept|depart|company/i, 'building'],
  [/data|db|table/i, 'database'],
  [/config|setting|sys/i, 'gear'],
  [/log|record|history/i, 'journal-text'],
  [/link|url/i, 'link-45deg'],
];

const PREFIX = 'icon-ym-';

/** The JNPF icon name in a class list ("icon-ym icon-ym-system" -> "system"), or null. */
function jnpfName(iconClass: string): string | null {
  for (const token of iconClass.split(/\s+/)) {
    if (token.startsWith(PREFIX) && token.length > PREFIX.length) return token.slice(PREFIX.length);
  }
  return null;
}

/**
 * The Bootstrap Icons name (for `<sl-icon name>`) that stands for a menu's JNPF icon class.
 * `folder` picks the default of a menu with children when the class says nothing useful.
 */
export function menuIconName(iconClass: string | null | undefined, folder = false): string {
  const name = iconClass ? jnpfName(iconClass) : null;
  if (name) {
    const known = ICONS[name];
    if (known) return known;
    for (const [pattern, icon] of WORDS) if (pattern.test(name)) return icon;
  }
  return folder ? DEFAULT_FOLDER_ICON : DEFAULT_MENU_ICON;
}

/** Every JNPF icon name this module knows (tests check each one exists in the bundled set). */
export const KNOWN_MENU_ICONS: readonly string[] = Object.keys(ICONS);
/** Every Bootstrap Icons name it can return. */
export const MENU_ICON_NAMES: readonly string[] = [
  ...new Set([...Object.values(ICONS), ...WORDS.map(([, icon]) => icon), DEFAULT_MENU_ICON, DEFAULT_FOLDER_ICON]),
];
