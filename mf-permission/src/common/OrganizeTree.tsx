import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TreePanel, findNode } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import type { OrganizeNode } from './options';

interface Props {
  /** Companies only, or companies with their departments. */
  load: () => Promise<OrganizeNode[]>;
  selectedId: string | null;
  onSelect: (node: OrganizeNode | null) => void;
  /** Choose the first node once the tree arrives (pages that list nothing without a node). */
  selectFirst?: boolean;
}

const label = (node: OrganizeNode) => node.fullName;

/** The organisation tree on the left of the department, position and user pages. */
export function OrganizeTree({ load, selectedId, onSelect, selectFirst = false }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const [nodes, setNodes] = useState<OrganizeNode[]>([]);
  const [loading, setLoading] = useState(false);
  // Why the tree could not load (TreePanel shows it with a retry), or null (issue 19 item 7).
  const [loadError, setLoadError] = useState<unknown>(null);

  const refresh = useCallback(() => {
    setLoading(true);
    load()
      .then((list) => {
        setLoadError(null);
        setNodes(list);
        const kept = selectedId ? findNode(list, selectedId) : null;
        if (!kept && selectFirst) onSelect(list[0] ?? null);
      }, (error: unknown) => {
        setLoadError(error);
        setNodes([]);
      })
      .finally(() => setLoading(false));
    // Reloading keeps the current choice; only the loader decides when to refetch.
  }, [load]);

  useEffect(refresh, [refresh]);

  return (
    <TreePanel
      title={t('common.organizeTree')}
      nodes={nodes}
      label={label}
      selectedId={selectedId}
      onSelect={onSelect}
      onRefresh={refresh}
      loading={loading}
      loadError={loadError}
      // Pages that list everything without a node offer a way back to the whole list (TreePanel cannot unselect).
      actions={
        !selectFirst && selectedId ? (
          <sl-tooltip content={t('common.showAll')}>
            <sl-icon-button name="list-ul" label={t('common.showAll')} onClick={() => onSelect(null)} />
          </sl-tooltip>
        ) : undefined
      }
    />
  );
}
