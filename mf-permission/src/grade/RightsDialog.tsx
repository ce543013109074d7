import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, FormDialog, flattenTree, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { RIGHTS, getOrganizeRights, hasAnyRight, rightsOf, setOrganizeRights, type OrganizeRights, type OrganizeRightsNode, type Right } from './api';

type Row = OrganizeRightsNode & { children?: Row[] };

/** The Selector's tree: every node keyed by its organisation (leaves without an empty children list). */
const withIds = (nodes: readonly OrganizeRightsNode[]): Row[] =>
  nodes.map((node) => ({ ...node, organizeId: node.organizeId || node.id, children: node.children?.length ? withIds(node.children) : undefined }));

/**
 * One box changed, keeping the server's rule (add, edit and delete need view on the same layer):
 * checking one of them checks view; clearing view clears them.
 */
export function withRight<T extends Record<Right, number>>(entry: T, right: Right, on: boolean): T {
  const next = { ...entry, [right]: on ? 1 : 0 };
  const layer = right.startsWith('this') ? 'thisLayer' : 'subLayer';
  const isSelect = right.endsWith('Select');
  if (on && !isSelect) next[`${layer}Select`] = 1;
  if (!on && isSelect) for (const action of ['Add', 'Edit', 'Delete'] as const) next[`${layer}${action}`] = 0;
  return next;
}

interface Props {
  user: { id: string; realName: string };
  onClose: () => void;
  onSaved: () => void;
}

/**
 * An organisation administrator's rights (1000 px), read from GET /organizeAdminIsTrator/Selector?userId
 * and saved with POST /organizeAdminIsTrator {userId, orgAdminModel}: per organisation, this layer and sub-layers: view, add, edit, delete.
 */
export function RightsDialog({ user, onClose, onSaved }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const [rows, setRows] = useState<Row[]>([]);
  const [rights, setRights] = useState<Map<string, OrganizeRights>>(new Map());
  const [loading, setLoading] = useState(true);
  const { busy, run } = useSave(onSaved);

  useEffect(() => {
    let active = true;
    getOrganizeRights(user.id)
      .then((list) => {
        if (!active) return;
        const tree = withIds(list);
        setRows(tree);
        const map = new Map<string, OrganizeRights>();
        for (const { node } of flattenTree(tree)) {
          map.set(node.organizeId, { organizeId: node.organizeId, ...rightsOf(node) });
        }
        setRights(map);
      }, () => undefined)
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [user.id]);

  const flip = (organizeId: string, right: Right, on: boolean) =>
    setRights((current) => {
      const next = new Map(current);
      const entry = next.get(organizeId);
      if (entry) next.set(organizeId, withRight(entry, right, on));
      return next;
    });

  const columns: DataTableColumn<Row>[] = [
    { key: 'fullName', label: t('grade.organize') },
    ...RIGHTS.map((right) => ({
      key: right,
      label: t(`grade.rights.${right}`),
      width: 80,
      align: 'center' as const,
      render: (row: Row) => (
        <sl-checkbox
          aria-label={`${row.fullName} ${t(`grade.rights.${right}`)}`}
          checked={rights.get(row.organizeId)?.[right] === 1}
          onsl-change={(event: Event) => flip(row.organizeId, right, (event.target as HTMLInputElement).checked)}
        />
      ),
    })),
  ];

  const save = () => {
    const granted = [...rights.values()].filter(hasAnyRight);
    void run(() => setOrganizeRights(user.id, granted), t('common.updated'));
  };

  return (
    <FormDialog title={t('grade.rightsOf', { name: user.realName })} width={1000} busy={busy} onConfirm={save} onClose={onClose}>
      {/* Remounted once the tree arrives: defaultExpandAll applies to the rows present at mount. */}
      <DataTable key={loading ? 'loading' : 'loaded'} columns={columns} rows={rows} loading={loading} defaultExpandAll aria-label={t('grade.rightsOf', { name: user.realName })} />
    </FormDialog>
  );
}
