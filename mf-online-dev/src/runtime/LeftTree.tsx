import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDictionaries, type DictionaryItem } from '@atrium/shared';
import { TreePanel } from '@atrium/ui';
import { ONLINE_DEV_NS } from '../i18n';

interface Props {
  /** Dictionary type id or code. */
  dictionary: string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/** The list's left tree (columnData.type 2) over a dictionary: a node filters the list by the tree's relation field. */
export function LeftTree({ dictionary, selectedId, onSelect }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [nodes, setNodes] = useState<readonly DictionaryItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setLoading(true);
    getDictionaries()
      .then(
        (groups) => active && setNodes(groups.find((group) => group.id === dictionary || group.enCode === dictionary)?.dictionaryList ?? []),
        () => undefined,
      )
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [dictionary, attempt]);
  return (
    <TreePanel
      title={t('run.tree')}
      nodes={nodes}
      label={(node) => node.fullName}
      selectedId={selectedId}
      loading={loading}
      onSelect={(node) => onSelect(node.id === selectedId ? null : node.id)}
      onRefresh={() => setAttempt((value) => value + 1)}
      actions={
        <sl-button size="small" variant="text" disabled={selectedId === null} onClick={() => onSelect(null)}>
          {t('run.treeAll')}
        </sl-button>
      }
    />
  );
}
