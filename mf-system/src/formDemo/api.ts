// The one call of 表单示例 besides the pickers' own: the items of a dictionary by its enCode, as the
// bill-rule and print pages read BusinessType. A factory over the transport, so tests pass a fake.
import { http, type HttpClient } from '@atrium/shared';
import type { TreeSelectNode } from '@atrium/ui';

export interface DictionaryOption extends TreeSelectNode {
  fullName: string;
  enCode?: string;
  children?: DictionaryOption[] | null;
}

/** The tree dictionary of industries the tree select shows (seeded by the reference server). */
export const INDUSTRY_DICTIONARY = 'IndustryType';

const DICTIONARY = '/api/system/DictionaryData';

export function createFormDemoApi(client: HttpClient) {
  return {
    /** Enabled items of a dictionary (a tree for a tree dictionary). */
    dictionary: (enCode: string) =>
      client.get<{ list: DictionaryOption[] }>(`${DICTIONARY}/${encodeURIComponent(enCode)}/Data/Selector`).then((data) => data.list),
  };
}

export type FormDemoApi = ReturnType<typeof createFormDemoApi>;

export const formDemoApi: FormDemoApi = createFormDemoApi(http);
