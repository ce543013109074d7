// A portal's category is an item of the portalDesigner dictionary (门户分类).
import { loadDictionaryCategories, type Category } from '../common/categories';

export type { Category } from '../common/categories';

export const CATEGORY_DICTIONARY = 'portalDesigner';

/** The categories, or [] when the dictionary does not exist (or cannot be read). */
export const loadCategories = (): Promise<Category[]> => loadDictionaryCategories(CATEGORY_DICTIONARY);
