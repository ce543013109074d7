// Flow categories: the items of the 流程分类 dictionary (enCode WorkFlowCategory, seeded by
// migration 36; administrators keep it in 数据字典). A flow stores the item's code; an unknown code
// shows as it is. Pages read the list once per mount through the api (tests answer it).
import { useEffect, useState } from 'react';

/** The dictionary of flow categories, by its code (the JNPF client reads it the same way). */
export const FLOW_CATEGORY_DICTIONARY = 'WorkFlowCategory';

export interface FlowCategory {
  /** What a flow stores (the item's enCode). */
  code: string;
  name: string;
}

interface DictionaryNode {
  id: string;
  enCode?: string;
  fullName: string;
  children?: DictionaryNode[] | null;
}

/** The dictionary's items (a tree flattened in order) as categories; items without a code use their id. */
export function categoriesOf(list: unknown): FlowCategory[] {
  const out: FlowCategory[] = [];
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as DictionaryNode[]) {
      if (!node || typeof node.fullName !== 'string') continue;
      out.push({ code: node.enCode || node.id, name: node.fullName });
      visit(node.children);
    }
  };
  visit(list);
  return out;
}

/** The categories for a page's filters and the designer; empty while loading or when the dictionary cannot be read. */
export function useFlowCategories(load: () => Promise<FlowCategory[]>): FlowCategory[] {
  const [categories, setCategories] = useState<FlowCategory[]>([]);
  useEffect(() => {
    let active = true;
    load().then((list) => active && setCategories(list), () => undefined);
    return () => {
      active = false;
    };
  }, [load]);
  return categories;
}

export function categoryLabel(code: string | null | undefined, categories: readonly FlowCategory[]): string {
  if (!code) return '—';
  return categories.find((category) => category.code === code)?.name ?? code;
}
