import { useEffect, useMemo, useReducer, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, http, notifySuccess } from '@atrium/shared';
import { ErrorPanel, TabGroup, useStyleSheet } from '@atrium/ui';
import { ONLINE_DEV_NS } from '../i18n';
import type { VisualDevApi } from '../visualDev/api';
import type { Category } from '../visualDev/categories';
import { createDesignerApi, type DesignerApi } from './api';
import { editorReducer, initialEditorState, toVisualDevForm, type EditorAction } from './editorReducer';
import { BasicInfoTab } from './BasicInfoTab';
import { FieldDesigner } from './FieldDesigner';
import { ListSettingsTab } from './ListSettingsTab';
import { validateModel, type ModelProblem } from './validateModel';
import sheet from './editor.module.css';

const styles = sheet.locals;

interface Props {
  id: string;
  api: VisualDevApi;
  categories: readonly Category[];
  onClose: () => void;
  /** The designer's other calls (data interfaces); the shared client when not given. */
  designerApi?: DesignerApi;
}

/** Whether a key press belongs to a text field (its own undo wins there). */
function inTextField(event: KeyboardEvent): boolean {
  return event.composedPath().some((target) => {
    if (!(target instanceof HTMLElement)) return false;
    return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target.isContentEditable || /^SL-(INPUT|TEXTAREA)$/.test(target.tagName);
  });
}

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac); null for other keys. */
export function historyKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): EditorAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? { type: 'redo' } : { type: 'undo' };
  if (key === 'y' && !event.shiftKey) return { type: 'redo' };
  return null;
}

type Load = { kind: 'loading' } | { kind: 'ready'; released: boolean } | { kind: 'failed' };

/**
 * The module editor, full screen: basic information, the form's fields (a list with a property
 * form; the drag-and-drop designer will replace it on the same reducer) and the list settings.
 * Nothing is saved until 保存; a release is a separate step on the list.
 */
export function ModuleEditor({ id, api, categories, onClose, designerApi }: Props) {
  // The editor's styles stay while it is open (its parts use the same sheet).
  useStyleSheet(sheet);
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [state, dispatch] = useReducer(editorReducer, undefined, initialEditorState);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [problems, setProblems] = useState<ModelProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const calls = useMemo(() => designerApi ?? createDesignerApi(http), [designerApi]);

  // Undo and redo by keyboard while the editor is open, except inside a text field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = historyKey(event);
      if (!action || inTextField(event)) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    let active = true;
    setLoad({ kind: 'loading' });
    api.get(id).then(
      (record) => {
        if (!active) return;
        dispatch({ type: 'load', record });
        setLoad({ kind: 'ready', released: record.state === 1 });
      },
      () => active && setLoad({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [api, id, attempt]);

  const save = async () => {
    const found = validateModel(state);
    setProblems(found);
    if (found.length > 0) {
      const first = found.find((problem) => problem.key !== null);
      if (first) dispatch({ type: 'select', key: first.key });
      return;
    }
    setBusy(true);
    try {
      await api.update(id, toVisualDevForm(state));
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    dispatch({ type: 'saved', id });
    notifySuccess(t('editor.saved', { name: state.info.fullName }));
  };

  const close = async () => {
    if (state.dirty && !(await confirmDialog({ message: t('editor.confirmDiscard', { name: state.info.fullName }) }))) return;
    onClose();
  };

  return (
    <sl-dialog
      open
      className={styles.editor}
      label={t('editor.title', { name: state.info.fullName || t('editor.untitled') })}
      style={{ '--width': '100vw' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if ((event.detail as { source?: string } | null)?.source !== 'overlay' && !busy) void close();
      }}
    >
      {load.kind === 'loading' && <sl-spinner aria-label={t('common.loading')} />}
      {load.kind === 'failed' && <ErrorPanel title={t('editor.loadFailed')} error={t('editor.loadFailedHint')} onRetry={() => setAttempt((value) => value + 1)} />}
      {load.kind === 'ready' && (
        <>
          {problems.length > 0 && (
            <sl-alert variant="danger" open className={styles.problems}>
              <strong>{t('editor.problems')}</strong>
              <ul role="alert">
                {problems.map((problem, index) => (
                  <li key={index}>
                    {problem.key !== null ? (
                      <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'select', key: problem.key })}>
                        {problem.message}
                      </button>
                    ) : (
                      problem.message
                    )}
                  </li>
                ))}
              </ul>
            </sl-alert>
          )}
          <TabGroup
            panes={[
              { name: 'info', label: t('editor.tabInfo'), children: <BasicInfoTab info={state.info} released={load.released} categories={categories} dispatch={dispatch} /> },
              { name: 'form', label: t('editor.tabForm'), children: <FieldDesigner state={state} dispatch={dispatch} api={calls} /> },
              { name: 'list', label: t('editor.tabList'), children: <ListSettingsTab state={state} dispatch={dispatch} /> },
            ]}
          />
        </>
      )}
      <sl-button slot="footer" disabled={busy} onClick={() => void close()}>
        {t('common.close')}
      </sl-button>
      <sl-button slot="footer" variant="primary" loading={busy} disabled={load.kind !== 'ready'} onClick={() => !busy && void save()}>
        {t('common.save')}
      </sl-button>
    </sl-dialog>
  );
}
