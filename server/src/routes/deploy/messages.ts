import type { Lang } from '../../i18n/messages';
import type { CheckName } from '../../deploy/checks';

/**
 * The deploy API's sentences. The check's own detail (which URL, which hash, which version) is
 * technical and stays in English, as the attempt log keeps it; the sentence around it names the
 * check in the administrator's language.
 */
const CHECKS: Record<CheckName, Record<Lang, string>> = {
  module: { zh: '模块名', zhtw: '模組名', en: 'module name' },
  allowList: { zh: '允许的地址', zhtw: '允許的位址', en: 'allowed origins' },
  reachable: { zh: '可访问', zhtw: '可存取', en: 'reachable' },
  javascript: { zh: 'JavaScript 内容', zhtw: 'JavaScript 內容', en: 'JavaScript content' },
  integrity: { zh: '完整性校验', zhtw: '完整性校驗', en: 'integrity' },
  systemRegister: { zh: 'System.register 格式', zhtw: 'System.register 格式', en: 'System.register format' },
  lifecycles: { zh: '生命周期导出', zhtw: '生命週期匯出', en: 'lifecycle exports' },
  sharedVersions: { zh: '共享模块版本', zhtw: '共享模組版本', en: 'shared module versions' },
  conflict: { zh: '版本冲突', zhtw: '版本衝突', en: 'version conflict' },
  version: { zh: '版本', zhtw: '版本', en: 'version' },
  json: { zh: 'JSON 格式', zhtw: 'JSON 格式', en: 'JSON format' },
  sharedModules: { zh: '共享模块齐全', zhtw: '共享模組齊全', en: 'shared modules present' },
};

const REFUSED: Record<Lang, string> = {
  zh: '部署被拒绝，未做任何更改。未通过的检查：{check}（{name}）。{detail}',
  zhtw: '部署被拒絕，未做任何變更。未通過的檢查：{check}（{name}）。{detail}',
  en: 'Deploy refused, nothing changed. Failed check: {check} ({name}). {detail}',
};

const DEPLOYED: Record<Lang, string> = { zh: '部署成功，版本 {version}', zhtw: '部署成功，版本 {version}', en: 'Deployed as version {version}' };
const ROLLED_BACK: Record<Lang, string> = { zh: '回滚成功，新版本 {version}', zhtw: '回滾成功，新版本 {version}', en: 'Rolled back as version {version}' };
const BAD_IF_MATCH: Record<Lang, string> = {
  zh: 'If-Match 应为导入映射的版本号，例如 "3"',
  zhtw: 'If-Match 應為匯入映射的版本號，例如 "3"',
  en: 'If-Match must be an import-map version, such as "3"',
};

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const refusedMessage = (lang: Lang, check: CheckName, detail: string): string =>
  fill(REFUSED[lang], { check, name: CHECKS[check][lang], detail });
export const deployedMessage = (lang: Lang, version: number): string => fill(DEPLOYED[lang], { version });
export const rolledBackMessage = (lang: Lang, version: number): string => fill(ROLLED_BACK[lang], { version });
export const badIfMatchMessage = (lang: Lang): string => BAD_IF_MATCH[lang];
