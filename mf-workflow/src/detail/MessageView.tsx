// What an older flow-message link carries (its body, not a task): title, flow name, status and
// form fields, read-only, as the message centre sends them.
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../i18n';
import { isFlowStatus } from '../common/codes';
import common from '../common/common.module.css';
import sheet from './detail.module.css';

const styles = sheet.locals;
const commonStyles = common.locals;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** formData as an object ({ label: value }) or a list of { label | fullName, value }. */
export function messageFields(formData: unknown): { label: string; value: string }[] {
  if (Array.isArray(formData)) {
    return formData.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const record = item as Record<string, unknown>;
      const label = text(record.label) ?? text(record.fullName) ?? text(record.name);
      return label ? [{ label, value: display(record.value) }] : [];
    });
  }
  if (typeof formData === 'object' && formData !== null) {
    return Object.entries(formData as Record<string, unknown>).map(([label, value]) => ({ label, value: display(value) }));
  }
  return [];
}

export function MessageView({ body }: { body: Record<string, unknown> }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const title = text(body.title) ?? text(body.fullName);
  const flowName = text(body.flowName);
  const status = Number(body.status);
  const fields = messageFields(body.formData);
  const unknown = <span className={styles.muted}>{t('detail.unknown')}</span>;
  return (
    <div className={commonStyles.page}>
      <h3 className={styles.heading}>{t('detail.heading')}</h3>
      <p className={styles.note}>{t('detail.messageOnly')}</p>
      <dl className={styles.facts} aria-label={t('detail.heading')}>
        <dt>{t('detail.title')}</dt>
        <dd data-field="title">{title ?? unknown}</dd>
        <dt>{t('detail.flowName')}</dt>
        <dd data-field="flowName">{flowName ?? unknown}</dd>
        <dt>{t('detail.status')}</dt>
        <dd data-field="status">{isFlowStatus(status) && status !== 0 ? <sl-tag size="small">{t(`status.${status}`)}</sl-tag> : unknown}</dd>
      </dl>
      <h4 className={styles.subheading}>{t('detail.form')}</h4>
      {fields.length === 0 ? (
        <p className={styles.muted}>{t('detail.noFields')}</p>
      ) : (
        <table className={styles.fields} aria-label={t('detail.form')}>
          <tbody>
            {fields.map((field, index) => (
              <tr key={`${index}-${field.label}`}>
                <th scope="row">{field.label}</th>
                <td>{field.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
