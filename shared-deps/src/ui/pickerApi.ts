// The calls of the general pickers: any signed-in user may make them (forms of every page use them).
import { http } from '@atrium/shared';

export interface BillRuleOption {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  categoryName: string;
  example: string;
}

export interface CategoryNode {
  id: string;
  fullName: string;
  children?: CategoryNode[];
}

export interface AreaOption {
  id: string;
  fullName: string;
  isLeaf: boolean;
}

export type BillRuleQuery = { keyword: string; categoryId: string; currentPage: number; pageSize: number };

export interface PickerApi {
  billRules(query: BillRuleQuery): Promise<{ list: BillRuleOption[]; total: number }>;
  billCategories(): Promise<CategoryNode[]>;
  /** Enabled areas under a parent ('-1' for provinces). */
  areas(parentId: string): Promise<AreaOption[]>;
}

export const pickerApi: PickerApi = {
  billRules: (query) =>
    http
      .get<{ list: BillRuleOption[]; pagination: { total: number } }>('/api/system/BillRule/Selector', query)
      .then((data) => ({ list: data.list, total: data.pagination.total })),
  billCategories: () =>
    http.get<{ list: CategoryNode[] }>('/api/system/DictionaryData/BusinessType/Data/Selector').then((data) => data.list),
  // The second id is the area to leave out (none here).
  areas: (parentId) => http.get<{ list: AreaOption[] }>(`/api/system/Area/${encodeURIComponent(parentId)}/Selector/0`).then((data) => data.list),
};
