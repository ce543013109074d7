import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileApi } from './api';
import { UPLOAD_NS } from './i18n';
import sheet from './upload.module.css';

const styles = sheet.locals;
/** Characters shown: a log of hundreds of MB would freeze the page. */
export const TEXT_PREVIEW_MAX = 1_000_000;

/** A text file, read-only, as text: markup in it shows as characters, never as elements. */
export function TextPreview({ url, api, onFailed }: { url: string; api: FileApi; onFailed: () => void }) {
  const { t } = useTranslation(UPLOAD_NS);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.fetchText(url).then((body) => live && setText(String(body)), () => live && onFailed());
    return () => {
      live = false;
    };
  }, [api, url, onFailed]);
  if (text === null) return <sl-spinner aria-label={t('loading')} />;
  return (
    <>
      {text.length > TEXT_PREVIEW_MAX && <p className={styles.notice}>{t('textTruncated', { size: '1 MB' })}</p>}
      <pre className={styles.text} data-preview="text">
        {text.slice(0, TEXT_PREVIEW_MAX)}
      </pre>
    </>
  );
}
