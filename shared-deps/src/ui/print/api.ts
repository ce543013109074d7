// The template choice dialog's one call: enabled print templates grouped by category (any signed-in
// user may make it: forms and flows print from every module).
import { http, type HttpClient } from '@atrium/shared';

export interface PrintTemplateOption {
  id: string;
  fullName: string;
  enCode: string;
  /** 1 data source, 2 form. */
  type: number;
  category: string;
}

export interface PrintTemplateGroup {
  id: string;
  fullName: string;
  children: PrintTemplateOption[];
}

export interface PrintPickerApi {
  /** GET /api/system/printDev/Selector?type */
  templates(type?: number): Promise<PrintTemplateGroup[]>;
}

export function createPrintPickerApi(client: HttpClient): PrintPickerApi {
  return {
    templates: (type) =>
      client.get<{ list: PrintTemplateGroup[] }>('/api/system/printDev/Selector', type === undefined ? {} : { type }).then((data) => data.list),
  };
}

export const printPickerApi: PrintPickerApi = createPrintPickerApi(http);
