// A module's category is an item of the WebDesign dictionary (JNPF's "功能分类"). A portal without
// that dictionary still works: the category becomes free text.
import { getDictionaries, type DictionaryItem } from '@atrium/shared';

export const CATEGORY_DICTIONARY = 'WebDesign';

export interface Category {
  id: string;
  fullName: string;
}

function flatten(items: readonly DictionaryItem[]): Category[] {
  return items.flatMap((item) => [{ id: item.id, fullName: item.fullName }, ...flatten(item.children ?? [])]);
}

/** The categories, or [] when the dictionary does not exist. */
export function loadCategories(): Promise<Category[]> {
  return getDictionaries().then(
    (groups) => flatten(groups.find((group) => group.enCode === CATEGORY_DICTIONARY || group.id === CATEGORY_DICTIONARY)?.dictionaryList ?? []),
    () => [],
  );
}

/** A category's name (the server may store the id or the name). */
export function categoryName(categories: readonly Category[], value: string): string {
  return categories.find((category) => category.id === value || category.fullName === value)?.fullName ?? value;
}
