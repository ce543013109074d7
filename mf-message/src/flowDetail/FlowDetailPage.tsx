import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import { parseFlowConfig } from './flowConfig';
import sheet from './flowDetail.module.css';

const styles = sheet.locals;
const commonStyles = common.locals;

const configOfLocation = (): string | null => new URLSearchParams(window.location.search).get('config');

/** The `config` query, followed across navigations while the page stays mounted (page cache). */
function useFlowConfigQuery(): string | null {
  const [config, setConfig] = useState(configOfLocation);
  useEffect(() => {
    const sync = () => setConfig(configOfLocation());
    window.addEventListener('popstate', sync);
    window.addEventListener('single-spa:routing-event', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('single-spa:routing-event', sync);
    };
  }, []);
  return config;
}

/**
 * /workFlowDetail?config=…: a read-only view of what a flow message carries (title, flow name,
 * status, form fields). The workflow engine is not part of the portal, so there are no approval
 * actions and nothing is fetched: the page shows the message, and says so.
 */
export function FlowDetailPage() {
  const { t } = useTranslation(MESSAGE_NS);
  const view = parseFlowConfig(useFlowConfigQuery());
  if (!view) {
    return (
      <div className={commonStyles.page}>
        <h3 className={styles.heading}>{t('flow.heading')}</h3>
        <sl-alert variant="warning" open>
          {t('flow.invalid')}
        </sl-alert>
      </div>
    );
  }
  const unknown = <span className={styles.muted}>{t('flow.unknown')}</span>;
  return (
    <div className={commonStyles.page}>
      <h3 className={styles.heading}>{t('flow.heading')}</h3>
      <p className={styles.note}>{t('flow.readOnly')}</p>
      <dl className={styles.facts} aria-label={t('flow.heading')}>
        <dt>{t('flow.title')}</dt>
        <dd data-field="title">{view.title ?? unknown}</dd>
        <dt>{t('flow.flowName')}</dt>
        <dd data-field="flowName">{view.flowName ?? unknown}</dd>
        <dt>{t('flow.status')}</dt>
        <dd data-field="status">{view.status ? <sl-tag size="small">{t(`flow.status${view.status}`)}</sl-tag> : unknown}</dd>
      </dl>
      <h4 className={styles.subheading}>{t('flow.fields')}</h4>
      {view.fields.length === 0 ? (
        <p className={styles.muted}>{t('flow.noFields')}</p>
      ) : (
        <table className={styles.fields} aria-label={t('flow.fields')}>
          <tbody>
            {view.fields.map((field, index) => (
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
