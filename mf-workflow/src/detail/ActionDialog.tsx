// The dialog of one flow action: approve (opinion, optional signature, copy-to), reject (opinion,
// the node to go back to), add a signer (approve, and whom else must approve here), transfer (to whom), withdraw, urge, recall, cancel. Which id each call
// takes follows JNPF: the caller's to-do (taskOperatorId) for approve / add signer / reject / transfer, their
// record for recall, the task for withdraw / urge / cancel.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, UserSelect, type UserSelectProps } from '@atrium/ui';
import type { ComponentType } from 'react';
import { WORKFLOW_NS } from '../i18n';
import type { FlowBeforeInfo, WorkflowApi } from '../api';
import type { FormValues } from '../common/FlowForm';
import sheet from './detail.module.css';

const styles = sheet.locals;

export type ActionKind = 'audit' | 'addSign' | 'reject' | 'transfer' | 'revoke' | 'press' | 'recall' | 'cancel' | 'assign';

/** Actions whose opinion may not be empty. */
const OPINION_REQUIRED: ReadonlySet<ActionKind> = new Set(['reject', 'cancel', 'transfer']);

interface Props {
  api: WorkflowApi;
  kind: ActionKind;
  info: FlowBeforeInfo;
  formData: FormValues;
  /** The caller's to-do and the record to recall. */
  targets: { operatorId: string; recordId: string };
  userSelect?: ComponentType<UserSelectProps>;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Nodes the task may go back to: the server's rejectNodes, or the initiator ('0') alone. */
export function rejectTargets(info: FlowBeforeInfo, initiatorLabel: string): { value: string; label: string }[] {
  const given = (info.rejectNodes ?? []).map((node) => ({ value: node.nodeId, label: node.nodeId === '0' ? `${node.nodeName}（${initiatorLabel}）` : node.nodeName }));
  return given.length > 0 ? given : [{ value: '0', label: initiatorLabel }];
}

export function ActionDialog({ api, kind, info, formData, targets, userSelect: Users = UserSelect, onClose, onDone }: Props) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [opinion, setOpinion] = useState('');
  const [signImg, setSignImg] = useState('');
  const [copyIds, setCopyIds] = useState<string[]>([]);
  const [toUser, setToUser] = useState<string[]>([]);
  const rejectOptions = kind === 'reject' ? rejectTargets(info, t('detail.initiatorNode')) : [];
  const activeNodes = (info.flowTaskNodeList ?? []).filter((node) => (info.currentNodeIds ?? []).includes(node.nodeCode));
  const [assignNode, setAssignNode] = useState(activeNodes[0]?.nodeCode ?? '');
  const [rejectStep, setRejectStep] = useState(rejectOptions[0]?.value ?? '0');
  const [errors, setErrors] = useState<{ opinion?: string; toUser?: string }>({});
  const [busy, setBusy] = useState(false);
  const taskId = info.flowTaskInfo.id;
  const operatorId = targets.operatorId;

  const call = (): Promise<unknown> => {
    switch (kind) {
      case 'audit': return api.before.audit(operatorId, { handleOpinion: opinion.trim(), signImg, copyIds: copyIds.join(','), formData });
      // 加签 is JNPF's approval with freeApproverUserId: the node waits for the added signer too.
      case 'addSign': return api.before.audit(operatorId, { handleOpinion: opinion.trim(), signImg, copyIds: '', formData, freeApproverUserId: toUser[0] ?? '' });
      case 'reject': return api.before.reject(operatorId, { handleOpinion: opinion.trim(), signImg, rejectStep });
      case 'transfer': return api.before.transfer(operatorId, { handleOpinion: opinion.trim(), freeApproverUserId: toUser[0] ?? '' });
      case 'revoke': return api.launch.withdraw(taskId, opinion.trim());
      case 'press': return api.launch.press(taskId);
      case 'recall': return api.before.recall(targets.recordId, opinion.trim());
      case 'cancel': return api.before.cancel(taskId, opinion.trim());
      case 'assign': return api.monitor.assign(taskId, { nodeCode: assignNode, freeApproverUserId: toUser[0] ?? '', handleOpinion: opinion.trim() });
    }
  };

  const confirm = () => {
    if (busy) return; // a second click while the first call runs sends nothing
    const found: typeof errors = {};
    if (OPINION_REQUIRED.has(kind) && opinion.trim() === '') found.opinion = t('action.opinionRequired');
    if ((kind === 'transfer' || kind === 'assign') && toUser.length === 0) found.toUser = t('action.toUserRequired');
    if (kind === 'addSign' && toUser.length === 0) found.toUser = t('action.addSignToRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    call().then(
      () => onDone(t(`action.done.${kind}`)),
      () => setBusy(false),
    );
  };

  return (
    <FormDialog title={t(`action.titles.${kind}`, { name: info.flowTaskInfo.fullName })} width={560} busy={busy} authorize={false} onConfirm={confirm} onClose={onClose}>
      {kind === 'press' ? (
        <p>{t('action.pressHint', { name: info.flowTaskInfo.fullName })}</p>
      ) : (
        <FormField name="handleOpinion" error={errors.opinion}>
          <sl-textarea rows={3} label={t('action.opinion')} required={OPINION_REQUIRED.has(kind)} placeholder={t('action.opinionPlaceholder')} value={opinion}
            onsl-input={(event: Event) => setOpinion((event.target as HTMLTextAreaElement).value)} />
        </FormField>
      )}
      {kind === 'reject' && (
        <FormField name="rejectStep">
          <sl-select label={t('action.rejectStep')} value={rejectStep} hoist onsl-change={(event: Event) => setRejectStep((event.target as HTMLSelectElement).value)}>
            {rejectOptions.map((target) => <sl-option key={target.value} value={target.value}>{target.label}</sl-option>)}
          </sl-select>
        </FormField>
      )}
      {kind === 'assign' && (
        <FormField name="nodeCode">
          <sl-select label={t('action.assignNode')} value={assignNode} hoist onsl-change={(event: Event) => setAssignNode((event.target as HTMLSelectElement).value)}>
            {activeNodes.map((node) => <sl-option key={node.nodeCode} value={node.nodeCode}>{node.nodeName}</sl-option>)}
          </sl-select>
        </FormField>
      )}
      {(kind === 'transfer' || kind === 'assign') && (
        <FormField name="freeApproverUserId" error={errors.toUser}>
          <Users label={t(kind === 'assign' ? 'action.assignTo' : 'action.toUser')} required value={toUser} invalid={Boolean(errors.toUser)} onChange={(ids) => setToUser(ids.slice(0, 1))} />
        </FormField>
      )}
      {kind === 'addSign' && (
        <FormField name="freeApproverUserId" error={errors.toUser}>
          <Users label={t('action.addSignTo')} required value={toUser} invalid={Boolean(errors.toUser)} onChange={(ids) => setToUser(ids.slice(0, 1))} />
          <p className={styles.hint}>{t('action.addSignHint')}</p>
        </FormField>
      )}
      {kind === 'audit' && (
        <FormField name="copyIds">
          <Users label={t('action.copyTo')} multiple value={copyIds} onChange={(ids) => setCopyIds(ids)} />
        </FormField>
      )}
      {(kind === 'audit' || kind === 'addSign' || kind === 'reject') && <SignaturePad value={signImg} onChange={setSignImg} />}
    </FormDialog>
  );
}

/** An optional hand-drawn signature; the drawing is sent as a PNG data URL. */
function SignaturePad({ value, onChange }: { value: string; onChange: (dataUrl: string) => void }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };
  return (
    <div className={styles.signature}>
      <span>{t('action.signature')}</span>
      <canvas
        ref={canvas}
        width={480}
        height={120}
        className={styles.signCanvas}
        aria-label={t('action.signatureHint')}
        onPointerDown={(event) => {
          const context = event.currentTarget.getContext('2d');
          if (!context) return;
          drawing.current = true;
          const [x, y] = point(event);
          context.beginPath();
          context.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d');
          if (!context) return;
          const [x, y] = point(event);
          context.lineTo(x, y);
          context.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
          if (canvas.current) onChange(canvas.current.toDataURL('image/png'));
        }}
      />
      <sl-button size="small" variant="text" disabled={value === ''} onClick={() => {
        canvas.current?.getContext('2d')?.clearRect(0, 0, 480, 120);
        onChange('');
      }}>{t('action.clearSignature')}</sl-button>
    </div>
  );
}
