// 提交的数据: what a submit handed over, read-only — the values as formatted JSON (text, never
// markup) and the rich text as it would be shown, through the portal's sanitiser (@atrium/html).
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@atrium/html';
import { SYSTEM_NS } from '../i18n';
import type { FormDemoSubmission } from './rules';
import sheet from './formDemo.module.css';

const styles = sheet.locals;

export function ResultDialog({ result, onClose }: { result: FormDemoSubmission; onClose: () => void }) {
  const { t } = useTranslation(SYSTEM_NS);
  const headingId = useId();
  const json = JSON.stringify(result, null, 2);
  const html = sanitizeHtml(result.richText);
  return (
    <sl-dialog
      open
      label={t('formDemo.result.title')}
      style={{ '--width': '720px' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return; // from a nested element
        event.preventDefault();
        // As every dialog of the portal: a click on the overlay does not close it.
        if ((event.detail as { source?: string } | null)?.source !== 'overlay') onClose();
      }}
    >
      <p className={styles.resultHint}>{t('formDemo.result.hint')}</p>
      <h3 className={styles.resultHeading} id={headingId}>
        {t('formDemo.result.json')}
        <sl-copy-button value={json} copy-label={t('formDemo.result.copy')} success-label={t('formDemo.result.copied')} />
      </h3>
      {/* A text child: React escapes it, so nothing in a value can become markup. */}
      <pre className={styles.json} aria-labelledby={headingId}>
        {json}
      </pre>
      <h3 className={styles.resultHeading}>{t('formDemo.result.richText')}</h3>
      {html ? (
        <div className={styles.preview} role="document" aria-label={t('formDemo.result.richText')} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.resultHint}>{t('formDemo.result.empty')}</p>
      )}
      <sl-button slot="footer" variant="primary" onClick={onClose}>
        {t('formDemo.result.close')}
      </sl-button>
    </sl-dialog>
  );
}
