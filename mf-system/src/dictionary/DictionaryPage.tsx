import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_NS } from '../i18n';
import { getDictionaryData, getDictionaryTypes, type DictionaryData, type DictionaryType } from './api';
import { CategoryTree } from './CategoryTree';
import { DictionaryTable } from './DataTable';
import sheet from './dictionary.module.css';

const styles = sheet.locals;

function firstLeaf(nodes: DictionaryType[]): DictionaryType | null {
  for (const node of nodes) {
    if (!node.children?.length) return node;
    const leaf = firstLeaf(node.children);
    if (leaf) return leaf;
  }
  return null;
}

/** Dictionary management (spec section 2): categories on the left, the chosen category's data on the right. */
export function DictionaryPage() {
  const { t } = useTranslation(SYSTEM_NS);
  const [categories, setCategories] = useState<DictionaryType[]>([]);
  const [category, setCategory] = useState<DictionaryType | null>(null);
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<DictionaryData[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let active = true;
    getDictionaryTypes()
      .then((list) => {
        if (!active) return;
        setCategories(list);
        setCategory((current) => current ?? firstLeaf(list));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const load = useCallback(
    async (searchKeyword: string) => {
      if (!category) return;
      setLoading(true);
      try {
        setRows(await getDictionaryData(category.id, { keyword: searchKeyword, isTree: category.isTree }));
      } catch {
        setRows([]);
      } finally {
        setLoading(false);
      }
    },
    [category],
  );

  useEffect(() => {
    setKeyword('');
    void load('');
  }, [load]);

  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <h3 className={styles.sideTitle}>{t('dictionary.categories')}</h3>
        <CategoryTree categories={categories} selectedId={category?.id ?? null} onSelect={setCategory} />
      </aside>
      <section className={styles.main} aria-label={category?.fullName ?? t('dictionary.chooseCategory')}>
        <form
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            void load(keyword);
          }}
        >
          <sl-input
            size="small"
            name="keyword"
            label={t('dictionary.keyword')}
            placeholder={t('dictionary.keywordPlaceholder')}
            value={keyword}
            clearable
            onsl-input={(event: Event) => setKeyword((event.target as HTMLInputElement).value)}
          />
          <sl-button size="small" type="submit" variant="primary">
            {t('dictionary.search')}
          </sl-button>
          <sl-button
            size="small"
            onClick={() => {
              setKeyword('');
              void load('');
            }}
          >
            {t('dictionary.reset')}
          </sl-button>
          <span className={styles.spacer} />
          <sl-icon-button name="arrow-clockwise" label={t('dictionary.refresh')} onClick={() => void load(keyword)} />
        </form>
        <h3 className={styles.caption}>{category?.fullName ?? t('dictionary.chooseCategory')}</h3>
        <DictionaryTable rows={rows} loading={loading} />
      </section>
    </div>
  );
}
