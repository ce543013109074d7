import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_NS } from '../i18n';
import sheet from '../common/permission.module.css';
import { useButtons } from '../common/useButtons';
import { UnitList, type UnitRow } from '../common/UnitList';
import { UnitAdminsDialog } from './UnitAdminsDialog';
import { createOrganize, deleteOrganize, getOrganize, getOrganizeParents, getOrganizes, toggleOrganize, updateOrganize } from './api';

const styles = sheet.locals;

/** Top-level organisations are stored under '-1'; the parent select shows it as 顶级组织. */
export const ORGANIZE_ROOT = '-1';

/**
 * 组织管理: the organisation tree with its dialog, enable/disable, delete and each organisation's
 * administrators (spec sections 2, 4, 7).
 */
export function OrganizePage() {
  const { t } = useTranslation(PERMISSION_NS);
  // Replacing an organisation's administrators is an edit of the organisation (server: btn_edit).
  const { canEdit } = useButtons();
  const [admins, setAdmins] = useState<UnitRow | null>(null);
  const loadParents = useCallback(
    (id: string | null) => getOrganizeParents(id).then((list) => [{ id: ORGANIZE_ROOT, fullName: t('organize.root'), children: list }]),
    [t],
  );
  return (
    <section className={styles.single} aria-label={t('organize.title')}>
      <UnitList
        caption={t('organize.title')}
        label={t('organize.title')}
        load={getOrganizes}
        remove={deleteOrganize}
        toggle={toggleOrganize}
        dialog={{
          titles: { create: 'organize.createTitle', edit: 'organize.editTitle' },
          initialParentId: ORGANIZE_ROOT,
          loadParents,
          load: getOrganize,
          create: createOrganize,
          update: updateOrganize,
        }}
        rowActions={canEdit ? (row) => <sl-button size="small" variant="text" onClick={() => setAdmins(row)}>{t('organize.admins')}</sl-button> : undefined}
      />
      {admins && <UnitAdminsDialog organize={admins} onClose={() => setAdmins(null)} onSaved={() => setAdmins(null)} />}
    </section>
  );
}
