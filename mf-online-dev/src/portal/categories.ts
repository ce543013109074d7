// A portal's category is an item of the portalDesigner dictionary (门户分类).
import { getDictionaries, type DictionaryItem } from '@atrium/shared';

export const CATEGORY_DICTIONARY = 'portalDesigner';

export interface Category {
  id: string;
  fullName: string;
}

function flatten(items: readonly DictionaryItem[]): Category[] {
  return items.flatMap((item) => [{ id: item.id, fullName: item.fullName }, ...flatten(item.children ?? [])]);
}

/** The categories, or [] when the dictionary does not exist (or cannot be read). */
export function loadCategories(): Promise<Category[]> {
  return getDictionaries().then(
    (groups) => flatten(groups.find((group) => group.enCode === CATEGORY_DICTIONARY || group.id === CATEGORY_DICTIONARY)?.dictionaryList ?? []),
    () => [],
  );
}
