import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileApi } from './api';
import { UPLOAD_NS } from './i18n';
import { loadSanitizer } from './sanitizer';
import sheet from './upload.module.css';

const styles = sheet.locals;

/** mammoth's browser build: a chunk of its own, fetched only when a .docx is previewed. */
const loadMammoth = () => import(/* webpackChunkName: "ui-docx" */ 'mammoth/mammoth.browser.min.js');

/** A Word document, read-only: mammoth turns it into HTML, DOMPurify (@atrium/html) cleans that. */
export function DocxPreview({ url, api, onFailed }: { url: string; api: FileApi; onFailed: () => void }) {
  const { t } = useTranslation(UPLOAD_NS);
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([api.fetchBytes(url), loadMammoth(), loadSanitizer()])
      .then(async ([bytes, mammoth, sanitize]) => sanitize((await mammoth.convertToHtml({ arrayBuffer: bytes })).value))
      .then((clean) => live && setHtml(clean), () => live && onFailed());
    return () => {
      live = false;
    };
  }, [api, url, onFailed]);
  if (html === null) return <sl-spinner aria-label={t('loading')} />;
  return <article className={styles.document} data-preview="docx" dangerouslySetInnerHTML={{ __html: html }} />;
}
