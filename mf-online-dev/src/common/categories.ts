// A list's categories are the items of one dictionary (功能分类 for web design, 门户分类 for
// portals): one loader for every page that files its records under a dictionary.
import { getDictionaries, type DictionaryItem } from '@atrium/shared';

export interface Category {
  id: string;
  fullName: string;
}

function flatten(items: readonly DictionaryItem[]): Category[] {
  return items.flatMap((item) => [{ id: item.id, fullName: item.fullName }, ...flatten(item.children ?? [])]);
}

/** The items of the dictionary (by code or id), nested ones included; [] when it does not exist or cannot be read. */
export function loadDictionaryCategories(dictionary: string): Promise<Category[]> {
  return getDictionaries().then(
    (groups) => flatten(groups.find((group) => group.enCode === dictionary || group.id === dictionary)?.dictionaryList ?? []),
    () => [],
  );
}

/** A category's name (the server may store the id or the name). */
export function categoryName(categories: readonly Category[], value: string): string {
  return categories.find((category) => category.id === value || category.fullName === value)?.fullName ?? value;
}
