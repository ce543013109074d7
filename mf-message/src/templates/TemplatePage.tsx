import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch, ListToolbar, PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import { FIRST_PAGE } from '../center/api';
import { RecordRowActions } from '../center/RecordRowActions';
import { TypeFilter } from '../center/TypeFilter';
import { useButtonPermissions } from '../center/useButtonPermissions';
import { useEditDialog } from '../center/useEditDialog';
import { useRecordCommands } from '../center/useRecordCommands';
import { useRecordTailColumns } from '../center/useRecordTailColumns';
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
  const permissions = useButtonPermissions();
  const channels = useTypeList(1);
  const sources = useTypeList(2);
  const list = usePagedList<MessageTemplate, TemplateQuery>(getTemplates, { ...FIRST_PAGE, messageType: 0 });
  const commands = useRecordCommands<MessageTemplate>({ remove: deleteTemplate, toggle: toggleTemplate, copy: copyTemplate }, list.reload);
  const [messageType, setMessageType] = useState('0');
  const dialog = useEditDialog(list.reload);
  const [testing, setTesting] = useState<MessageTemplate | null>(null);

  const actions = (row: MessageTemplate) => (
    <RecordRowActions row={row} permissions={permissions} commands={commands} onEdit={() => dialog.open(row.id)}>
      {permissions.canEdit && row.messageType === MAIL && (
        <sl-button size="small" variant="text" onClick={() => setTesting(row)}>{t('center.template.testSend')}</sl-button>
      )}
    </RecordRowActions>
  );
  const tail = useRecordTailColumns<MessageTemplate>({ sort: 70, status: 80, actions: 300 }, permissions.canAny ? actions : undefined);

  const columns: DataTableColumn<MessageTemplate>[] = [
    { key: 'fullName', label: t('center.fullName') },
    { key: 'enCode', label: t('center.enCode') },
    { key: 'messageType', label: t('center.template.messageType'), width: 110, render: (row) => channels.nameOf(row.messageType) },
    { key: 'messageSource', label: t('center.template.messageSource'), width: 100, render: (row) => sources.nameOf(row.messageSource) },
    { key: 'title', label: t('center.template.title') },
    ...tail,
  ];

  const reset = () => {
    setMessageType('0');
    list.setQuery({ ...list.query, keyword: '', messageType: 0, currentPage: 1 });
  };

  return (
    <section className={styles.page} aria-label={t('center.template.list')}>
      <KeywordSearch
        value={list.query.keyword}
        onSearch={(keyword) => list.setQuery({ ...list.query, keyword, messageType: Number(messageType), currentPage: 1 })}
        onReset={reset}
      >
        <TypeFilter label={t('center.template.messageType')} value={messageType} types={channels.types} onChange={setMessageType} />
      </KeywordSearch>
      <ListToolbar onAdd={permissions.canAdd ? () => dialog.open(null) : undefined} onRefresh={list.reload} />
      <PagedTable list={list} columns={columns} label={t('center.template.list')} onAdd={permissions.canAdd ? () => dialog.open(null) : undefined} onReset={reset} />
      {dialog.target && <TemplateDialog id={dialog.target.id} onClose={dialog.close} onSaved={dialog.saved} />}
      {testing && <TestSendDialog template={testing} onClose={() => setTesting(null)} />}
    </section>
  );
}
