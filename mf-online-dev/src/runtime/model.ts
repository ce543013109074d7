import { parseColumnData, parseFormData } from '../model/parse';
import type { ColumnData, FormData } from '../model/types';
import type { RuntimeConfig } from './api';

/** A released module as its runtime pages use it. */
export interface RuntimeModel {
  modelId: string;
  fullName: string;
  formData: FormData;
  columnData: ColumnData;
}

export function toRuntimeModel(modelId: string, config: RuntimeConfig): RuntimeModel {
  return { modelId, fullName: config.fullName ?? '', formData: parseFormData(config.formData), columnData: parseColumnData(config.columnData) };
}
