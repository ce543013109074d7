import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_NS } from '../i18n';
import { getCompanyTree, type OrganizeNode } from '../common/options';
import { OrganizeTree } from '../common/OrganizeTree';
import sheet from '../common/permission.module.css';
import { UnitList } from '../common/UnitList';
import { createDepartment, deleteDepartment, getDepartment, getDepartmentParents, getDepartments, toggleDepartment, updateDepartment } from './api';

const styles = sheet.locals;

/** 部门管理: companies on the left, the chosen company's departments on the right (tree, CRUD, state). */
export function DepartmentPage() {
  const { t } = useTranslation(PERMISSION_NS);
  const [company, setCompany] = useState<OrganizeNode | null>(null);
  const companyId = company?.id ?? null;
  const load = useCallback((keyword: string) => (companyId ? getDepartments(companyId, keyword) : Promise.resolve([])), [companyId]);
  const caption = company?.fullName ?? t('department.chooseCompany');
  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <OrganizeTree load={getCompanyTree} selectedId={companyId} onSelect={setCompany} selectFirst />
      </aside>
      <section className={styles.main} aria-label={t('department.title')}>
        <UnitList
          caption={caption}
          label={t('department.title')}
          load={companyId ? load : null}
          remove={deleteDepartment}
          toggle={toggleDepartment}
          dialog={{
            titles: { create: 'department.createTitle', edit: 'department.editTitle' },
            initialParentId: companyId ?? '',
            loadParents: getDepartmentParents,
            load: getDepartment,
            create: createDepartment,
            update: updateDepartment,
          }}
        />
      </section>
    </div>
  );
}
