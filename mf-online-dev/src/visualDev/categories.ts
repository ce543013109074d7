// A module's category is an item of the WebDesign dictionary (JNPF's "功能分类"). A portal without
// that dictionary still works: the category becomes free text.
import { loadDictionaryCategories, type Category } from '../common/categories';

export { categoryName, type Category } from '../common/categories';

export const CATEGORY_DICTIONARY = 'WebDesign';

/** The categories, or [] when the dictionary does not exist. */
export const loadCategories = (): Promise<Category[]> => loadDictionaryCategories(CATEGORY_DICTIONARY);
