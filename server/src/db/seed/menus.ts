import type { Db } from '../connection';
import { seedId } from '../ids';

/** Menu types of spec section 2. */
export const MenuType = {
  directory: 0,
  group: 1,
  page: 2,
  dynamicModel: 3,
  dynamicDictionary: 4,
  dynamicReport: 5,
  largeScreen: 6,
  externalLink: 7,
  dynamicPortal: 8,
} as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

export interface MenuSeed {
  /** enCode; for pages it is the urlAddress with '/' replaced by '.'. */
  code: string;
  name: string;
  type: MenuTypeValue;
  icon: string;
  url?: string;
  linkTarget?: '_self' | '_blank';
  property?: Record<string, unknown>;
  children?: MenuSeed[];
}

export const SYSTEM_ID = seedId('system:main');
/** A second system (administrators only), so the user menu can switch systems. */
export const ANALYSIS_SYSTEM_ID = seedId('system:analysis');
export const DICTIONARY_PAGE = 'systemData.dictionary';
export const USER_PAGE = 'permission.user';
export const ONLINE_USER_PAGE = 'permission.userOnline';
export const NOTICE_PAGE = 'system.notice';
export const PERMISSION_SECTION = 'permission';
export const SYSTEM_DATA_SECTION = 'systemData';
/** 模块部署 (issue 13): the import map's modules, history and rollback, in mf-system. */
export const DEPLOY_URL = 'system/deploy';
export const DEPLOY_PAGE = 'system.deploy';
/** 打印模板 (issue 14 item 6): print templates in mf-system; its 导出 / 导入 guard the JSON export and import. */
export const PRINT_DEV_PAGE = 'system.printDev';
/** 门户设计: portal layouts (/api/visualdev/Portal), designed in mf-online-dev; the default three buttons guard the writes. */
export const VISUAL_PORTAL_PAGE = 'onlineDev.visualPortal';

const page = (url: string, name: string, icon: string): MenuSeed => ({
  code: url.replace(/\//g, '.'),
  name,
  type: MenuType.page,
  icon: `icon-ym icon-ym-${icon}`,
  url,
});

/** A seeded portal's id (seed/portals.ts, seed/analysis-portals.ts), by the portal's code. */
export const portalSeedId = (code: string): string => seedId(`portal:${code}`);

/** The second system's pages: dynamic portals (type 8) showing the seeded analysis portals, by their codes. */
export const ANALYSIS_PORTAL_PAGES = [
  { url: 'analysis/overview', name: '分析概览', portal: 'analysisOverview' },
  { url: 'analysis/trend', name: '趋势分析', portal: 'analysisTrend' },
  { url: 'analysis/report', name: '统计报表', portal: 'analysisReport' },
] as const;
type AnalysisPortalPage = (typeof ANALYSIS_PORTAL_PAGES)[number];

/** A type-8 menu: its address as pages have them, what it shows in property.moduleId (the menu API's propertyJson). */
const portalPage = ({ url, name, portal }: AnalysisPortalPage): MenuSeed => ({
  code: url.replace(/\//g, '.'),
  name,
  type: MenuType.dynamicPortal,
  icon: 'icon-ym icon-ym-dataReport',
  url,
  property: { moduleId: portalSeedId(portal) },
});

const directory = (code: string, name: string, icon: string, children: MenuSeed[]): MenuSeed => ({
  code,
  name,
  type: MenuType.directory,
  icon: `icon-ym icon-ym-${icon}`,
  children,
});

/** The full menu of spec section 2 "Other menu sections". */
export const MENU_TREE: MenuSeed[] = [
  directory('onlineDev', '在线开发', 'onlineDev', [
    page('onlineDev/webDesign', 'web 功能设计', 'webDesign'),
    page('onlineDev/appDesign', 'app 移动设计', 'appDesign'),
    page('onlineDev/dataReport', '报表设计', 'dataReport'),
    page('onlineDev/dataScreen', '大屏设计', 'dataScreen'),
    {
      code: 'onlineDev.dataScreenDemo',
      name: '数据大屏示例',
      type: MenuType.largeScreen,
      icon: 'icon-ym icon-ym-dataScreen',
      linkTarget: '_blank',
      property: { moduleId: seedId('visualScreen:demo') },
    },
    page('onlineDev/visualPortal', '门户设计', 'visualPortal'),
  ]),
  directory('generator', '代码生成', 'generator', [
    page('generator/webForm', '功能表单', 'webForm'),
    page('generator/appForm', '移动表单', 'appForm'),
    page('generator/flowForm', '流程表单', 'flowForm'),
  ]),
  directory('system', '系统管理', 'system', [
    page('system/sysConfig', '系统配置', 'sysConfig'),
    page('system/notice', '系统公告', 'notice'),
    page('system/task', '定时任务', 'task'),
    page('system/cache', '缓存管理', 'cache'),
    page('system/log', '系统日志', 'log'),
    page('system/monitor', '系统监控', 'monitor'),
    page('system/icons', '系统图标', 'icons'),
    page('system/language', '翻译管理', 'language'),
    page('system/menu', '系统菜单', 'menu'),
    page('system/area', '行政区划', 'area'),
    page('system/billRule', '单据规则', 'billRule'),
    page('system/printDev', '打印模板', 'printDev'),
    page('system/commonWords', '常用语', 'commonWords'),
    // Administrators only (issue 13): the deploy API refuses everyone else; staff are not granted it (organization.ts).
    page(DEPLOY_URL, '模块部署', 'deploy'),
  ]),
  directory('systemData', '系统数据', 'systemData', [
    page('systemData/dataSource', '数据连接', 'dataSource'),
    page('systemData/dataModel', '数据建模', 'dataModel'),
    page('systemData/dataSync', '数据同步', 'dataSync'),
    page('systemData/dataBackup', '数据备份', 'dataBackup'),
    page('systemData/dataInterface', '数据接口', 'dataInterface'),
    page('systemData/interfaceAuth', '接口认证', 'interfaceAuth'),
    page('systemData/dictionary', '数据字典', 'dictionary'),
    page('systemData/map', '数据地图', 'map'),
  ]),
  directory('permission', '组织权限', 'permission', [
    page('permission/grade', '分级管理', 'grade'),
    page('permission/organize', '组织管理', 'organize'),
    page('permission/department', '部门管理', 'department'),
    page('permission/position', '岗位管理', 'position'),
    page('permission/user', '用户管理', 'user'),
    page('permission/role', '角色管理', 'role'),
    page('permission/userGroup', '分组管理', 'userGroup'),
    page('permission/authorize', '权限组', 'authorize'),
    page('permission/userOnline', '在线用户', 'userOnline'),
  ]),
  directory('workFlow', '工作流程', 'workFlow', [
    page('workFlow/formDesign', '流程表单', 'formDesign'),
    page('workFlow/flowEngine', '流程设计', 'flowEngine'),
    page('workFlow/addFlow', '发起流程', 'addFlow'),
    page('workFlow/flowLaunch', '我发起的', 'flowLaunch'),
    page('workFlow/flowTodo', '待办事宜', 'flowTodo'),
    page('workFlow/flowDone', '已办事宜', 'flowDone'),
    page('workFlow/flowCirculate', '抄送事宜', 'flowCirculate'),
    page('workFlow/entrust', '流程委托', 'entrust'),
    page('workFlow/flowMonitor', '流程监控', 'flowMonitor'),
  ]),
  directory('msgCenter', '消息中心', 'msgCenter', [
    directory('msgCenter.accountConfig', '账号配置', 'accountConfig', [
      page('msgCenter/accountConfig/mail', '邮箱配置', 'mail'),
      page('msgCenter/accountConfig/shortMsg', '短信配置', 'shortMsg'),
      page('msgCenter/accountConfig/weCom', '企业微信配置', 'weCom'),
      page('msgCenter/accountConfig/dingTalk', '钉钉配置', 'dingTalk'),
      page('msgCenter/accountConfig/webhook', 'webhook 配置', 'webhook'),
      page('msgCenter/accountConfig/mp', '微信公众号配置', 'mp'),
    ]),
    page('msgCenter/msgTemplate', '消息模板', 'msgTemplate'),
    page('msgCenter/sendConfig', '消息发送配置', 'sendConfig'),
    page('msgCenter/msgMonitor', '消息监控', 'msgMonitor'),
  ]),
  {
    code: 'extend',
    name: '扩展示例',
    type: MenuType.group,
    icon: 'icon-ym icon-ym-extend',
    children: [
      page('extend/tableDemo', '表格示例', 'tableDemo'),
      page('extend/formDemo', '表单示例', 'formDemo'),
      {
        code: 'extend.demoModel',
        name: '在线模型示例',
        type: MenuType.dynamicModel,
        icon: 'icon-ym icon-ym-onlineDev',
        url: 'model/demoModel',
        property: { moduleId: seedId('visualDev:demoModel'), isTree: 0 },
      },
      {
        code: 'extend.docsBlank',
        name: '外部链接（新窗口）',
        type: MenuType.externalLink,
        icon: 'icon-ym icon-ym-link',
        url: 'https://single-spa.js.org/docs/getting-started-overview',
        linkTarget: '_blank',
      },
      {
        code: 'extend.docsSelf',
        name: '外部链接（内嵌）',
        type: MenuType.externalLink,
        icon: 'icon-ym icon-ym-link',
        url: 'https://github.com/systemjs/systemjs',
        linkTarget: '_self',
      },
    ],
  },
];

/**
 * Menus of the second system. Its first entry is a group (type 1): on the home page its children
 * become the left menu (spec section 2). No role but the administrator's is granted any of them.
 * Its three pages are portals (migration 45 turned the pages of older databases into them).
 */
const [OVERVIEW_PAGE, TREND_PAGE, REPORT_PAGE] = ANALYSIS_PORTAL_PAGES;
export const ANALYSIS_MENU_TREE: MenuSeed[] = [
  {
    code: 'analysis',
    name: '数据分析',
    type: MenuType.group,
    icon: 'icon-ym icon-ym-dataReport',
    children: [portalPage(OVERVIEW_PAGE), portalPage(TREND_PAGE)],
  },
  directory('analysisReport', '分析报表', 'dataReport', [portalPage(REPORT_PAGE)]),
];

const BUTTONS: ReadonlyArray<readonly [string, string]> = [
  ['btn_add', '新增'],
  ['btn_edit', '编辑'],
  ['btn_remove', '删除'],
];
/** The user page's extra button (its permission guards POST /api/permission/Users/{id}/Actions/ResetPassword). */
export const RESET_PASSWORD_BUTTON = 'btn_resetPassword';
const USER_PAGE_BUTTONS: ReadonlyArray<readonly [string, string]> = [...BUTTONS, [RESET_PASSWORD_BUTTON, '重置密码'], ['btn_export', '导出'], ['btn_import', '导入']];
/** The dictionary page's 导出 / 导入 guard the xlsx export and the import wizard of a category's data. */
const DICTIONARY_PAGE_BUTTONS: ReadonlyArray<readonly [string, string]> = [...BUTTONS, ['btn_export', '导出'], ['btn_import', '导入']];
/** Buttons per page where a page has more than the default three. */
const PAGE_BUTTONS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  [USER_PAGE]: USER_PAGE_BUTTONS,
  [DICTIONARY_PAGE]: DICTIONARY_PAGE_BUTTONS,
  [PRINT_DEV_PAGE]: [...BUTTONS, ['btn_export', '导出'], ['btn_import', '导入']],
};
const COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['fullName', '名称'],
  ['enCode', '编码'],
  ['sortCode', '排序'],
  ['enabledMark', '状态'],
];
const DICTIONARY_FORM: ReadonlyArray<readonly [string, string]> = [
  ['parentId', '上级'],
  ['fullName', '名称'],
  ['enCode', '编码'],
  ['sortCode', '排序'],
  ['enabledMark', '状态'],
  ['description', '说明'],
];

export const moduleId = (code: string): string => seedId(`module:${code}`);

/** Pages that act on data get the default buttons and columns; links and screens do not. */
function hasActions(menu: MenuSeed): boolean {
  return menu.type === MenuType.page || menu.type === MenuType.dynamicModel;
}

export function insertMenus(db: Db): void {
  const insertSystem = db.prepare('INSERT INTO systems (id, full_name, en_code, icon, sort_code) VALUES (?, ?, ?, ?, ?)');
  insertSystem.run(SYSTEM_ID, 'Atrium 开发平台', 'mainSystem', 'icon-ym icon-ym-systemToggle', 0);
  insertSystem.run(ANALYSIS_SYSTEM_ID, '数据分析平台', 'analysisSystem', 'icon-ym icon-ym-dataReport', 1);
  const insertModule = db.prepare(`INSERT INTO modules
    (id, parent_id, system_id, type, en_code, full_name, icon, url_address, link_target, property_json, sort_code)
    VALUES (@id, @parentId, @systemId, @type, @enCode, @fullName, @icon, @url, @linkTarget, @property, @sortCode)`);
  const insertItem = (table: 'module_buttons' | 'module_columns' | 'module_forms') =>
    db.prepare(`INSERT INTO ${table} (id, module_id, en_code, full_name, sort_code) VALUES (?, ?, ?, ?, ?)`);
  const items = {
    module_buttons: insertItem('module_buttons'),
    module_columns: insertItem('module_columns'),
    module_forms: insertItem('module_forms'),
  };

  const visit = (menus: MenuSeed[], parentId: string, systemId: string): void => {
    menus.forEach((menu, index) => {
      const id = moduleId(menu.code);
      insertModule.run({
        id,
        parentId,
        systemId,
        type: menu.type,
        enCode: menu.code,
        fullName: menu.name,
        icon: menu.icon,
        url: menu.url ?? '',
        linkTarget: menu.linkTarget ?? '_self',
        property: menu.property ? JSON.stringify(menu.property) : null,
        sortCode: index + 1,
      });
      if (hasActions(menu)) {
        const add = (table: keyof typeof items, list: ReadonlyArray<readonly [string, string]>): void => {
          list.forEach(([code, name], i) => items[table].run(seedId(`${table}:${menu.code}:${code}`), id, code, name, i));
        };
        add('module_buttons', PAGE_BUTTONS[menu.code] ?? BUTTONS);
        add('module_columns', COLUMNS);
        if (menu.code === DICTIONARY_PAGE) add('module_forms', DICTIONARY_FORM);
      }
      if (menu.children) visit(menu.children, id, systemId);
    });
  };
  visit(MENU_TREE, '-1', SYSTEM_ID);
  visit(ANALYSIS_MENU_TREE, '-1', ANALYSIS_SYSTEM_ID);
}
