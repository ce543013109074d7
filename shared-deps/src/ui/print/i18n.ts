// Strings of the print template picker: registered when its chunk loads.
import { addTranslations } from '@atrium/shared';

export const PRINT_NS = 'uiPrint';

const zh = {
  title: '选择打印模板',
  filter: '输入关键字过滤',
  empty: '暂无可用的打印模板',
  choose: '请选择打印模板',
  loading: '加载中',
};

export type PrintPickerMessages = typeof zh;

const zhtw: PrintPickerMessages = {
  title: '選擇列印範本',
  filter: '輸入關鍵字過濾',
  empty: '暫無可用的列印範本',
  choose: '請選擇列印範本',
  loading: '載入中',
};

const en: PrintPickerMessages = {
  title: 'Choose a print template',
  filter: 'Filter by keyword',
  empty: 'No print template is available',
  choose: 'Please choose a print template',
  loading: 'Loading',
};

void addTranslations(PRINT_NS, { zh, zhtw, en });
