// Header search: typing only updates the input; the search runs once typing pauses for a moment,
// in slices that yield to the browser (slicedSearch.ts), on an index built piece by piece at the
// first search after the menus changed, so keystrokes never wait for fuse.js. The menu is
// flattened when the box gets focus, before the first keystroke.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $menus, flattenMenuRoutes } from '@atrium/shared';
import { MenuIcon, useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import { openMenu } from '../layout/openMenu';
import type { SearchResult } from './menuSearch';
import { loadPinyin, wantsPinyin, type PinyinOf } from './pinyinKeys';
import { recentPages } from './recentPages';
import { createSlicedSearch, type SlicedSearch } from './slicedSearch';
import sheet from './search.module.css';

const styles = sheet.locals;
// One frame: the search is sliced and a newer query cancels it, so results can follow typing closely.
const DEBOUNCE_MS = 16;

export function HeaderSearch() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const menus = useStore($menus);
  const index = useRef<{ menus: typeof menus; pinyin: PinyinOf | null; search: SlicedSearch } | null>(null);
  // Loaded on the first Latin-letter query over Chinese titles; the index is then built again with it.
  const [pinyinOf, setPinyinOf] = useState<PinyinOf | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  // The query the shown results answer (data-query: the search benchmark waits for it).
  const [answered, setAnswered] = useState('');
  const [highlight, setHighlight] = useState(0);
  const [open, setOpen] = useState(false);

  function searchIndex(): SlicedSearch {
    if (index.current?.menus !== menus || index.current.pinyin !== pinyinOf) {
      const routes = flattenMenuRoutes(menus);
      const entries = pinyinOf ? routes.map((route) => ({ ...route, ...pinyinOf(route.title) })) : routes;
      index.current = { menus, pinyin: pinyinOf, search: createSlicedSearch(entries, { recent: recentPages }) };
    }
    return index.current.search;
  }

  useEffect(() => {
    if (pinyinOf || !wantsPinyin(query, flattenMenuRoutes(menus).map((route) => route.title))) return;
    let current = true;
    loadPinyin().then((loaded) => current && setPinyinOf(() => loaded), () => undefined);
    return () => {
      current = false;
    };
  }, [query, menus, pinyinOf]);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void searchIndex().search(query).then((found) => {
        if (!current || found === null) return; // a newer query or an unmount came first
        setResults(found);
        setAnswered(query);
        setHighlight(0);
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, menus, pinyinOf]);

  function choose(result: SearchResult): void {
    openMenu(result.route.menu);
    setQuery('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'ArrowDown') setHighlight((value) => Math.min(value + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setHighlight((value) => Math.max(value - 1, 0));
    else if (event.key === 'Enter' && results[highlight]) choose(results[highlight]);
    else if (event.key === 'Escape') setOpen(false);
    else return;
    event.preventDefault();
  }

  const showList = open && query.trim() !== '';
  return (
    <div className={styles.search}>
      <input
        type="search"
        role="combobox"
        className={styles.input}
        aria-label={t('navbar.search')}
        aria-expanded={showList}
        aria-controls="atrium-header-search"
        placeholder={t('navbar.searchPlaceholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          searchIndex();
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <ul id="atrium-header-search" role="listbox" aria-label={t('navbar.search')} className={styles.results} data-query={answered}>
          {results.length === 0 && <li className={styles.empty}>{t('navbar.noResults')}</li>}
          {results.map((result, i) => (
            <li
              key={result.path}
              role="option"
              aria-selected={i === highlight}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(result)}
            >
              <MenuIcon icon={result.route.menu.icon} className={styles.optionIcon} />
              <span>{result.label}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
