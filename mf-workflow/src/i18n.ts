import { addTranslations } from '@atrium/shared';
import type { WorkflowMessages } from './locales/zh';

export const WORKFLOW_NS = 'workflow';

const load = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}`).then((module: { default: WorkflowMessages }) => module.default);

/** Only the current language is fetched; the others come when the user switches. */
export function registerWorkflowTranslations(): Promise<void> {
  return addTranslations(WORKFLOW_NS, { zh: load('zh'), zhtw: load('zhtw'), en: load('en') });
}
