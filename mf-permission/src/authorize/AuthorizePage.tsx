import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_EDIT, notifySuccess, usePermission } from '@atrium/shared';
import { EmptyState, TreePanel } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import sheet from '../common/permission.module.css';
import { getAuthorizeValues, getHolders, saveAuthorize, type AuthorizeNode, type Holder, type HolderType } from './api';
import { GrantTree } from './GrantTree';
import { allKeys, grantedKeys, parentKeys, toSave, toggle } from './tree';

const styles = sheet.locals;

const HOLDER_TYPES: HolderType[] = ['Role', 'Position', 'Organize', 'User'];
const holderLabel = (holder: Holder) => holder.fullName;

/**
 * 权限授权: choose a role, position, organisation or user; grant systems, menus, buttons, list
 * columns, form fields and data schemes in one tri-state tree; save it all in one call.
 */
export function AuthorizePage() {
  const { t } = useTranslation(PERMISSION_NS);
  const canEdit = usePermission('button', BTN_EDIT);
  const [type, setType] = useState<HolderType>('Role');
  const [keyword, setKeyword] = useState('');
  const [holders, setHolders] = useState<Holder[]>([]);
  const [holderTotal, setHolderTotal] = useState(0);
  const [holderPage, setHolderPage] = useState(1);
  const [holdersLoading, setHoldersLoading] = useState(false);
  const [holder, setHolder] = useState<Holder | null>(null);
  const [nodes, setNodes] = useState<AuthorizeNode[]>([]);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    setHoldersLoading(true);
    setHolderPage(1);
    getHolders(type, keyword)
      .then(
        (page) => {
          if (!active) return;
          setHolders(page.list);
          setHolderTotal(page.total);
        },
        () => active && setHolders([]),
      )
      .finally(() => active && setHoldersLoading(false));
    return () => {
      active = false;
    };
  }, [type, keyword, generation]);

  // The next page of holders, appended (roles, positions and users may run into thousands).
  const loadMore = () => {
    const next = holderPage + 1;
    setHoldersLoading(true);
    getHolders(type, keyword, next)
      .then((page) => {
        setHolderPage(next);
        setHolderTotal(page.total);
        setHolders((current) => {
          const known = new Set(current.map((item) => item.id));
          return [...current, ...page.list.filter((item) => !known.has(item.id))];
        });
      }, () => undefined)
      .finally(() => setHoldersLoading(false));
  };

  const holderId = holder?.id;
  useEffect(() => {
    if (!holderId) return;
    let active = true;
    setLoading(true);
    getAuthorizeValues(holderId, type)
      .then(({ list, ids }) => {
        if (!active) return;
        setNodes(list);
        setChecked(grantedKeys(list, ids));
        // Systems and their top menus open; the rest on demand or with expand all.
        setOpen(new Set(list.map((node) => `${node.type}:${node.id}`)));
      }, () => active && setNodes([]))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [holderId, type]);

  const chooseType = (next: HolderType) => {
    setType(next);
    setHolder(null);
    setNodes([]);
  };

  const save = async () => {
    if (!holder) return;
    setBusy(true);
    try {
      await saveAuthorize(holder.id, toSave(nodes, checked, type));
      notifySuccess(t('authorize.saved'));
    } catch {
      // Already toasted; the choices stay for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <aside className={`${styles.side} ${styles.holders}`}>
        <sl-radio-group size="small" label={t('authorize.holderType')} value={type} onsl-change={(event: Event) => chooseType((event.target as HTMLInputElement).value as HolderType)}>
          {HOLDER_TYPES.map((kind) => (
            <sl-radio-button key={kind} value={kind}>{t(`authorize.holders.${kind}`)}</sl-radio-button>
          ))}
        </sl-radio-group>
        {type === 'Organize' ? (
          <TreePanel title={t('authorize.holders.Organize')} nodes={holders} label={holderLabel} selectedId={holder?.id ?? null} onSelect={setHolder} loading={holdersLoading} onRefresh={() => setGeneration((value) => value + 1)} />
        ) : (
          <>
            <sl-input
              size="small"
              clearable
              placeholder={t('common.keywordPlaceholder')}
              aria-label={t('common.keyword')}
              onsl-change={(event: Event) => setKeyword((event.target as HTMLInputElement).value.trim())}
              onsl-clear={() => setKeyword('')}
            >
              <sl-icon slot="prefix" name="search" />
            </sl-input>
            <ul className={styles.holderList} aria-label={t(`authorize.holders.${type}`)} aria-busy={holdersLoading}>
              {holders.map((item) => (
                <li key={item.id}>
                  <button type="button" aria-pressed={item.id === holder?.id} onClick={() => setHolder(item)}>
                    {item.fullName}
                  </button>
                </li>
              ))}
              {!holdersLoading && holders.length === 0 && <li><EmptyState /></li>}
            </ul>
            {holders.length > 0 && holders.length < holderTotal && (
              <>
                <span className={styles.hint}>{t('authorize.shown', { shown: holders.length, total: holderTotal })}</span>
                <sl-button size="small" loading={holdersLoading} onClick={loadMore}>{t('authorize.loadMore')}</sl-button>
              </>
            )}
          </>
        )}
      </aside>
      <section className={styles.main} aria-label={t('authorize.title')}>
        <div className={styles.bar}>
          <h3>{holder ? t('authorize.grantOf', { name: holder.fullName }) : t('authorize.chooseHolder')}</h3>
          <span className={styles.spacer} />
          {holder && (
            <>
              <sl-button size="small" variant="text" disabled={!canEdit} onClick={() => setChecked(allKeys(nodes))}>{t('authorize.selectAll')}</sl-button>
              <sl-button size="small" variant="text" disabled={!canEdit} onClick={() => setChecked(new Set())}>{t('authorize.clearAll')}</sl-button>
              <sl-button size="small" variant="text" onClick={() => setOpen(parentKeys(nodes))}>{t('common.expandAll')}</sl-button>
              <sl-button size="small" variant="text" onClick={() => setOpen(new Set())}>{t('common.collapseAll')}</sl-button>
              {canEdit && (
                <sl-button size="small" variant="primary" loading={busy} onClick={() => void save()}>{t('authorize.save')}</sl-button>
              )}
            </>
          )}
        </div>
        <div className={styles.authTree} aria-busy={loading}>
          {loading && <sl-spinner aria-label={t('common.loading')} />}
          {!loading && holder && nodes.length === 0 && <EmptyState />}
          {!loading && (
            <GrantTree
              nodes={nodes}
              checked={checked}
              open={open}
              readOnly={!canEdit}
              onCheck={(key, on) => setChecked((current) => toggle(nodes, current, key, on))}
              onOpen={(key, expanded) =>
                setOpen((current) => {
                  const next = new Set(current);
                  if (expanded) next.add(key);
                  else next.delete(key);
                  return next;
                })
              }
            />
          )}
        </div>
      </section>
    </div>
  );
}
