import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../i18n';
import { isFlowStatus, isUrgency, statusVariant, urgencyVariant } from './codes';

/** The flow status (spec section 3) as a tag. */
export function StatusTag({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation(WORKFLOW_NS);
  if (!isFlowStatus(status)) return <span>—</span>;
  return <sl-tag size="small" variant={statusVariant(status)} data-status={status}>{t(`status.${status}`)}</sl-tag>;
}

/** The urgency (1 normal, 2 important, 3 urgent) as a tag. */
export function UrgencyTag({ urgency }: { urgency: number | null | undefined }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const code = isUrgency(urgency) ? urgency : 1;
  return <sl-tag size="small" variant={urgencyVariant(code)}>{t(`urgency.${code}`)}</sl-tag>;
}
