import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, FormDialog, FormField, UserSelect, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { userIdsOf } from '../common/users';
import { useSave } from '../common/useSave';
import { NO_RIGHTS, RIGHTS, getUnitAdmins, setUnitAdmins, type Right, type UnitAdmin } from '../grade/api';
import { withRight } from '../grade/RightsDialog';

type Row = UnitAdmin & { id: string; name: string };

const nameOf = (admin: Pick<UnitAdmin, 'realName' | 'account'>): string =>
  admin.account ? `${admin.realName ?? ''}/${admin.account}` : (admin.realName ?? '');

interface Props {
  organize: { id: string; fullName: string };
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 组织管理员 of one organisation (1000 px): its administrators and their this-layer / sub-layer
 * rights on it, read from GET /organizeAdminIsTrator/{organizeId} and replaced in one PUT.
 * A user added here starts with 本层查看.
 */
export function UnitAdminsDialog({ organize, onClose, onSaved }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [adding, setAdding] = useState(false);
  const { busy, run } = useSave(onSaved);

  useEffect(() => {
    let active = true;
    getUnitAdmins(organize.id)
      .then((list) => active && setRows(list.map((admin) => ({ ...admin, id: admin.userId, name: nameOf(admin) }))), () => undefined)
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [organize.id]);

  const flip = (userId: string, right: Right, on: boolean) =>
    setRows((current) => current.map((row) => (row.userId === userId ? withRight(row, right, on) : row)));

  const add = async (values: string[], names: ReadonlyMap<string, string>) => {
    setAdding(true);
    try {
      const ids = await userIdsOf(values);
      setRows((current) => {
        const known = new Set(current.map((row) => row.userId));
        const added = ids.filter((id) => !known.has(id)).map((id): Row => ({ ...NO_RIGHTS, thisLayerSelect: 1, userId: id, id, name: names.get(id) ?? id }));
        return [...current, ...added];
      });
    } catch {
      // Already toasted.
    } finally {
      setAdding(false);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    { key: 'name', label: t('grade.user') },
    ...RIGHTS.map((right) => ({
      key: right,
      label: t(`grade.rights.${right}`),
      width: 80,
      align: 'center' as const,
      render: (row: Row) => (
        <sl-checkbox
          aria-label={`${row.name} ${t(`grade.rights.${right}`)}`}
          checked={row[right] === 1}
          onsl-change={(event: Event) => flip(row.userId, right, (event.target as HTMLInputElement).checked)}
        />
      ),
    })),
    {
      key: 'actions',
      label: t('common.actions'),
      width: 80,
      render: (row: Row) => (
        <sl-button size="small" variant="text" onClick={() => setRows((current) => current.filter((item) => item.userId !== row.userId))}>
          {t('common.delete')}
        </sl-button>
      ),
    },
  ];

  const title = t('organize.adminsOf', { name: organize.fullName });
  return (
    <FormDialog title={title} width={1000} busy={busy || adding} onConfirm={() => void run(() => setUnitAdmins(organize.id, rows), t('common.updated'))} onClose={onClose}>
      <FormField name="userId">
        <UserSelect
          label={t('organize.addAdmins')}
          multiple
          value={[]}
          onChange={(values, items) => void add(values, new Map(items.map((item) => [item.id, item.fullName])))}
        />
      </FormField>
      <DataTable columns={columns} rows={rows} loading={loading} aria-label={title} />
    </FormDialog>
  );
}
