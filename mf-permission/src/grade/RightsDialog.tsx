import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, FormDialog, flattenTree, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { RIGHTS, getOrganizeRights, setOrganizeRights, type OrganizeRights, type OrganizeRightsNode, type Right } from './api';

type Row = OrganizeRightsNode & { id: string; children?: Row[] };

const withIds = (nodes: readonly OrganizeRightsNode[]): Row[] =>
  nodes.map((node) => ({ ...node, id: node.organizeId, children: node.children?.length ? withIds(node.children) : undefined }));

interface Props {
  user: { id: string; realName: string };
  onClose: () => void;
  onSaved: () => void;
}

/** An organisation administrator's rights (1000 px): per organisation, this layer and sub-layers: view, add, edit, delete. */
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
          const entry = { organizeId: node.organizeId } as OrganizeRights;
          for (const right of RIGHTS) entry[right] = node[right] === 1 ? 1 : 0;
          map.set(node.organizeId, entry);
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
      if (entry) next.set(organizeId, { ...entry, [right]: on ? 1 : 0 });
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
    const granted = [...rights.values()].filter((entry) => RIGHTS.some((right) => entry[right] === 1));
    void run(() => setOrganizeRights(user.id, granted), t('common.updated'));
  };

  return (
    <FormDialog title={t('grade.rightsOf', { name: user.realName })} width={1000} busy={busy} onConfirm={save} onClose={onClose}>
      <DataTable columns={columns} rows={rows} loading={loading} defaultExpandAll aria-label={t('grade.rightsOf', { name: user.realName })} />
    </FormDialog>
  );
}
