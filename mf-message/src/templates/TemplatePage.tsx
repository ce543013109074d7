import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, Pagination, type DataTableColumn } from '@atrium/ui';
import { FIRST_PAGE } from '../center/api';
import { EnabledTag } from '../center/EnabledTag';
import { KeywordSearch } from '../center/KeywordSearch';
import { usePagedList } from '../center/usePagedList';
import { useTypeList } from '../center/useTypeList';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import { copyTemplate, deleteTemplate, getTemplates, toggleTemplate, type MessageTemplate, type TemplateQuery } from './api';
import { TemplateDialog } from './TemplateDialog';
import { TestSendDialog } from './TestSendDialog';

const styles = common.locals;
const MAIL = 2;

/** Message templates (message centre → templates): CRUD, copy, enable/disable and the test send of mail templates. */
export function TemplatePage() {
  const { t } = useTranslation(MESSAGE_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const channels = useTypeList(1);
  const sources = useTypeList(2);
  const list = usePagedList<MessageTemplate, TemplateQuery>(getTemplates, { ...FIRST_PAGE, messageType: 0 });
  const [messageType, setMessageType] = useState('0');
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const [testing, setTesting] = useState<MessageTemplate | null>(null);

  const changed = (message: string) => {
    notifySuccess(message);
    list.reload();
  };
  const remove = async (row: MessageTemplate) => {
    if (!(await confirmDelete())) return;
    deleteTemplate(row.id).then(() => changed(t('center.deleted')), () => undefined);
  };
  const toggle = async (row: MessageTemplate) => {
    if (!(await confirmDialog({ message: t(row.enabledMark === 1 ? 'center.confirmDisable' : 'center.confirmEnable') }))) return;
    toggleTemplate(row.id).then(() => changed(t('center.updated')), () => undefined);
  };
  const copy = (row: MessageTemplate) => {
    copyTemplate(row.id).then(() => changed(t('center.copied')), () => undefined);
  };

  const columns: DataTableColumn<MessageTemplate>[] = [
    { key: 'fullName', label: t('center.fullName') },
    { key: 'enCode', label: t('center.enCode') },
    { key: 'messageType', label: t('center.template.messageType'), width: 110, render: (row) => channels.nameOf(row.messageType) },
    { key: 'messageSource', label: t('center.template.messageSource'), width: 100, render: (row) => sources.nameOf(row.messageSource) },
    { key: 'title', label: t('center.template.title') },
    { key: 'sortCode', label: t('center.sortCode'), width: 70 },
    { key: 'enabledMark', label: t('center.enabledMark'), width: 80, render: (row) => <EnabledTag enabledMark={row.enabledMark} /> },
  ];
  if (canAdd || canEdit || canRemove) {
    columns.push({
      key: 'actions',
      label: t('common.actions'),
      width: 300,
      render: (row) => (
        <span className={styles.rowActions}>
          {canEdit && <sl-button size="small" variant="text" onClick={() => setDialog({ id: row.id })}>{t('center.edit')}</sl-button>}
          {canAdd && <sl-button size="small" variant="text" onClick={() => copy(row)}>{t('center.copy')}</sl-button>}
          {canEdit && row.messageType === MAIL && (
            <sl-button size="small" variant="text" onClick={() => setTesting(row)}>{t('center.template.testSend')}</sl-button>
          )}
          {canEdit && (
            <sl-button size="small" variant="text" onClick={() => void toggle(row)}>
              {t(row.enabledMark === 1 ? 'center.disable' : 'center.enable')}
            </sl-button>
          )}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('center.delete')}</sl-button>}
        </span>
      ),
    });
  }

  return (
    <section className={styles.page} aria-label={t('center.template.list')}>
      <KeywordSearch
        onSearch={(keyword) => list.setQuery({ ...list.query, keyword, messageType: Number(messageType), currentPage: 1 })}
        onReset={() => {
          setMessageType('0');
          list.setQuery({ ...list.query, keyword: '', messageType: 0, currentPage: 1 });
        }}
      >
        <sl-select
          size="small"
          className={styles.filter}
          label={t('center.template.messageType')}
          value={messageType}
          hoist
          onsl-change={(event: Event) => setMessageType((event.target as HTMLSelectElement).value)}
        >
          <sl-option value="0">{t('center.all')}</sl-option>
          {channels.types.map((type) => (
            <sl-option key={type.id} value={String(type.enCode)}>
              {type.fullName}
            </sl-option>
          ))}
        </sl-select>
      </KeywordSearch>
      <div className={styles.toolbar}>
        <span className={styles.spacer} />
        {canAdd && (
          <sl-button size="small" variant="primary" onClick={() => setDialog({ id: null })}>
            <sl-icon slot="prefix" name="plus-lg" />
            {t('center.add')}
          </sl-button>
        )}
        <sl-icon-button name="arrow-clockwise" label={t('common.refresh')} onClick={list.reload} />
      </div>
      <DataTable columns={columns} rows={list.rows} loading={list.loading} aria-label={t('center.template.list')} />
      <Pagination
        currentPage={list.query.currentPage}
        pageSize={list.query.pageSize}
        total={list.total}
        onChange={(currentPage, pageSize) => list.setQuery({ ...list.query, currentPage, pageSize })}
      />
      {dialog && (
        <TemplateDialog
          id={dialog.id}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            list.reload();
          }}
        />
      )}
      {testing && <TestSendDialog template={testing} onClose={() => setTesting(null)} />}
    </section>
  );
}
