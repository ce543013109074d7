/**
 * Names of the seeded menus and systems in the portal's other languages (issue 19 item 4), by
 * enCode. Simplified Chinese is the row's own full_name; a menu missing here (or made later by an
 * administrator without translations) falls back to it.
 */
export type TranslatedLang = 'zhtw' | 'en';
export type MenuTranslation = Readonly<Record<TranslatedLang, string>>;

export const MENU_TRANSLATIONS: Readonly<Record<string, MenuTranslation>> = {
  onlineDev: { zhtw: '線上開發', en: 'Online development' },
  'onlineDev.webDesign': { zhtw: 'web 功能設計', en: 'Web design' },
  'onlineDev.appDesign': { zhtw: 'app 行動設計', en: 'App design' },
  'onlineDev.dataReport': { zhtw: '報表設計', en: 'Report design' },
  'onlineDev.dataScreen': { zhtw: '大屏設計', en: 'Screen design' },
  'onlineDev.dataScreenDemo': { zhtw: '資料大屏示例', en: 'Data screen demo' },
  'onlineDev.visualPortal': { zhtw: '門戶設計', en: 'Portal design' },
  generator: { zhtw: '程式碼生成', en: 'Code generator' },
  'generator.webForm': { zhtw: '功能表單', en: 'Function forms' },
  'generator.appForm': { zhtw: '行動表單', en: 'Mobile forms' },
  'generator.flowForm': { zhtw: '流程表單', en: 'Flow forms' },
  system: { zhtw: '系統管理', en: 'System management' },
  'system.sysConfig': { zhtw: '系統配置', en: 'System settings' },
  'system.notice': { zhtw: '系統公告', en: 'Notices' },
  'system.task': { zhtw: '定時任務', en: 'Scheduled tasks' },
  'system.cache': { zhtw: '快取管理', en: 'Caches' },
  'system.log': { zhtw: '系統日誌', en: 'System log' },
  'system.monitor': { zhtw: '系統監控', en: 'Server monitor' },
  'system.icons': { zhtw: '系統圖示', en: 'Icons' },
  'system.language': { zhtw: '翻譯管理', en: 'Translations' },
  'system.menu': { zhtw: '系統選單', en: 'Menus' },
  'system.area': { zhtw: '行政區劃', en: 'Areas' },
  'system.billRule': { zhtw: '單據規則', en: 'Bill rules' },
  'system.printDev': { zhtw: '列印範本', en: 'Print templates' },
  'system.commonWords': { zhtw: '常用語', en: 'Common phrases' },
  'system.deploy': { zhtw: '模組部署', en: 'Module deployment' },
  systemData: { zhtw: '系統資料', en: 'System data' },
  'systemData.dataSource': { zhtw: '資料連線', en: 'Data sources' },
  'systemData.dataModel': { zhtw: '資料建模', en: 'Data models' },
  'systemData.dataSync': { zhtw: '資料同步', en: 'Data sync' },
  'systemData.dataBackup': { zhtw: '資料備份', en: 'Backups' },
  'systemData.dataInterface': { zhtw: '資料介面', en: 'Data interfaces' },
  'systemData.interfaceAuth': { zhtw: '介面認證', en: 'Interface auth' },
  'systemData.dictionary': { zhtw: '資料字典', en: 'Dictionaries' },
  'systemData.map': { zhtw: '資料地圖', en: 'Maps' },
  permission: { zhtw: '組織權限', en: 'Organisation & permissions' },
  'permission.grade': { zhtw: '分級管理', en: 'Delegated admins' },
  'permission.organize': { zhtw: '組織管理', en: 'Organisations' },
  'permission.department': { zhtw: '部門管理', en: 'Departments' },
  'permission.position': { zhtw: '崗位管理', en: 'Positions' },
  'permission.user': { zhtw: '使用者管理', en: 'Users' },
  'permission.role': { zhtw: '角色管理', en: 'Roles' },
  'permission.userGroup': { zhtw: '分組管理', en: 'User groups' },
  'permission.authorize': { zhtw: '權限組', en: 'Permission groups' },
  'permission.userOnline': { zhtw: '線上使用者', en: 'Online users' },
  workFlow: { zhtw: '工作流程', en: 'Workflow' },
  'workFlow.formDesign': { zhtw: '流程表單', en: 'Flow forms' },
  'workFlow.flowEngine': { zhtw: '流程設計', en: 'Flow design' },
  'workFlow.addFlow': { zhtw: '發起流程', en: 'Start a flow' },
  'workFlow.flowLaunch': { zhtw: '我發起的', en: 'Started by me' },
  'workFlow.flowTodo': { zhtw: '待辦事宜', en: 'To do' },
  'workFlow.flowDone': { zhtw: '已辦事宜', en: 'Done' },
  'workFlow.flowCirculate': { zhtw: '抄送事宜', en: 'Copied to me' },
  'workFlow.entrust': { zhtw: '流程委託', en: 'Delegation' },
  'workFlow.flowMonitor': { zhtw: '流程監控', en: 'Flow monitor' },
  msgCenter: { zhtw: '訊息中心', en: 'Message centre' },
  'msgCenter.accountConfig': { zhtw: '帳號配置', en: 'Accounts' },
  'msgCenter.accountConfig.mail': { zhtw: '郵箱配置', en: 'Mail' },
  'msgCenter.accountConfig.shortMsg': { zhtw: '簡訊配置', en: 'SMS' },
  'msgCenter.accountConfig.weCom': { zhtw: '企業微信配置', en: 'WeCom' },
  'msgCenter.accountConfig.dingTalk': { zhtw: '釘釘配置', en: 'DingTalk' },
  'msgCenter.accountConfig.webhook': { zhtw: 'webhook 配置', en: 'Webhooks' },
  'msgCenter.accountConfig.mp': { zhtw: '微信公眾號配置', en: 'WeChat official accounts' },
  'msgCenter.msgTemplate': { zhtw: '訊息範本', en: 'Message templates' },
  'msgCenter.sendConfig': { zhtw: '訊息發送配置', en: 'Sending rules' },
  'msgCenter.msgMonitor': { zhtw: '訊息監控', en: 'Message monitor' },
  extend: { zhtw: '擴充示例', en: 'Examples' },
  'extend.tableDemo': { zhtw: '表格示例', en: 'Table example' },
  'extend.formDemo': { zhtw: '表單示例', en: 'Form example' },
  'extend.demoModel': { zhtw: '線上模型示例', en: 'Online model example' },
  'extend.docsBlank': { zhtw: '外部連結（新視窗）', en: 'External link (new window)' },
  'extend.docsSelf': { zhtw: '外部連結（內嵌）', en: 'External link (embedded)' },
  analysis: { zhtw: '資料分析', en: 'Analysis' },
  'analysis.overview': { zhtw: '分析概覽', en: 'Overview' },
  'analysis.trend': { zhtw: '趨勢分析', en: 'Trends' },
  analysisReport: { zhtw: '分析報表', en: 'Analysis reports' },
  'analysis.report': { zhtw: '統計報表', en: 'Statistics' },
};

/** The two seeded systems (user menu → 切换系统), by enCode. */
export const SYSTEM_TRANSLATIONS: Readonly<Record<string, MenuTranslation>> = {
  mainSystem: { zhtw: 'Atrium 開發平台', en: 'Atrium development platform' },
  analysisSystem: { zhtw: '資料分析平台', en: 'Data analysis platform' },
};

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * SQL that stores every translation above for the menus present, leaving any a person has set
 * alone: run by the migration for existing databases and by the seed for new ones.
 */
export function menuTranslationSql(): string {
  const rows = Object.entries(MENU_TRANSLATIONS).flatMap(([code, names]) =>
    (Object.keys(names) as TranslatedLang[]).map(
      (lang) => `INSERT INTO module_translations (module_id, lang, full_name)
  SELECT id, ${quote(lang)}, ${quote(names[lang])} FROM modules WHERE en_code = ${quote(code)}
  ON CONFLICT (module_id, lang) DO NOTHING;`,
    ),
  );
  const systems = Object.entries(SYSTEM_TRANSLATIONS).flatMap(([code, names]) =>
    (Object.keys(names) as TranslatedLang[]).map(
      (lang) => `INSERT INTO system_translations (system_id, lang, full_name)
  SELECT id, ${quote(lang)}, ${quote(names[lang])} FROM systems WHERE en_code = ${quote(code)}
  ON CONFLICT (system_id, lang) DO NOTHING;`,
    ),
  );
  return [...rows, ...systems].join('\n');
}
