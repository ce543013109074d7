import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, UserSelect } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { userIdsOf } from '../common/users';
import { useSave } from '../common/useSave';
import { getGroupMembers, setGroupMembers, type Group } from './api';

interface Props {
  group: Group;
  /** Without the edit right the members are shown, not changed. */
  editable: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** A group's members (800 px): the users chosen, saved in one call. */
export function MembersDialog({ group, editable, onClose, onSaved }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const [ids, setIds] = useState<string[]>([]);
  const { busy, run } = useSave(onSaved);

  useEffect(() => {
    let active = true;
    getGroupMembers(group.id).then((list) => active && setIds(list), () => undefined);
    return () => {
      active = false;
    };
  }, [group.id]);

  // Organisations, roles, positions or groups chosen in the picker stand for their users.
  const save = () => (editable ? void run(async () => setGroupMembers(group.id, await userIdsOf(ids)), t('common.updated')) : onClose());

  return (
    <FormDialog title={t('group.membersOf', { name: group.fullName })} width={800} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="userIds">
        <UserSelect label={t('group.members')} multiple disabled={!editable} value={ids} onChange={setIds} />
      </FormField>
    </FormDialog>
  );
}
