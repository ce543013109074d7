import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '@atrium/shared';
import { onEscape } from '../onEscape';
import { COMMON_WORDS_NS, registerCommonWordsTranslations } from './commonWordsLocales';

registerCommonWordsTranslations();

export interface CommonPhrase {
  id: string;
  commonWordsText: string;
  /** 0: the system's, 1: the user's own. */
  commonWordsType: number;
}

/** The signed-in user's enabled phrases and the system's (GET /api/system/CommonWords/Selector). */
export const loadCommonPhrases = (): Promise<CommonPhrase[]> =>
  http.get<{ list: CommonPhrase[] }>('/api/system/CommonWords/Selector', undefined, { silent: true }).then((data) => data.list);

interface Props {
  styles: Readonly<Record<string, string>>;
  onPick: (text: string) => void;
  onClose: () => void;
  /** Tests pass a fake. */
  load?: () => Promise<CommonPhrase[]>;
}

// The chat's popover box, laid out as a list rather than the emoji grid.
const LIST_LAYOUT = { display: 'block', width: 280 } as const;

/** 常用语: picking a phrase inserts it at the cursor. */
export function CommonWordsPopover({ styles, onPick, onClose, load = loadCommonPhrases }: Props) {
  const { t } = useTranslation(COMMON_WORDS_NS);
  const box = useRef<HTMLDivElement>(null);
  const [phrases, setPhrases] = useState<CommonPhrase[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    load().then((list) => active && setPhrases(list), () => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [load]);

  useEffect(() => {
    box.current?.querySelector('button')?.focus();
  }, [phrases]);

  useEffect(() => {
    const outside = (event: Event) => {
      if (!box.current?.contains(event.composedPath()[0] as Node)) onClose();
    };
    const view = box.current?.ownerDocument.defaultView ?? window;
    view.addEventListener('pointerdown', outside, true);
    return () => view.removeEventListener('pointerdown', outside, true);
  }, [onClose]);

  let body;
  if (failed) body = <p className={styles.hint}>{t('failed')}</p>;
  else if (phrases === null) body = <p className={styles.hint}>{t('loading')}</p>;
  else if (phrases.length === 0) body = <p className={styles.hint}>{t('empty')}</p>;
  else {
    body = phrases.map((phrase) => (
      <button key={phrase.id} type="button" className={styles.menuItem} onClick={() => onPick(phrase.commonWordsText)}>
        {phrase.commonWordsText}
        {phrase.commonWordsType === 0 && <span className={styles.hint}>{` · ${t('system')}`}</span>}
      </button>
    ));
  }

  return (
    <div ref={box} className={styles.popover} style={LIST_LAYOUT} role="dialog" aria-label={t('title')} onKeyDown={onEscape(onClose)}>
      {body}
    </div>
  );
}
