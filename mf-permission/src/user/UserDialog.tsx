import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, Select, UserSelect, findNode, flattenTree, isValid, useShownRules, validateForm, type FormErrors, type TreeSelectNode } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { inputValue, sortNumber } from '../common/lists';
import { MultiTreeSelect } from '../common/MultiTreeSelect';
import { getOrganizeTree } from '../common/options';
import sheet from '../common/permission.module.css';
import { useOptions } from '../common/useOptions';
import { oneUser } from '../common/users';
import { useSave } from '../common/useSave';
import { AvatarField } from './AvatarField';
import { GENDER_FEMALE, GENDER_MALE, GENDER_SECRET, createUser, getPositionChoices, getRoleChoices, getUser, updateUser, type Choice, type UserForm } from './api';
import { leavesOnly, userRules, type UserValues } from './userRules';

const styles = sheet.locals;

interface Props {
  id: string | null;
  /** The organisation chosen on the left, preset for a new user. */
  organizeId: string;
  onClose: () => void;
  /** After a save; a new user's initial password when the server drew one. */
  onSaved: (password?: string | null) => void;
}

const EMPTY: UserValues = {
  account: '', realName: '', organizeIds: [], organizeId: '', positionIds: [], positionId: '', roleIds: [], managerId: '',
  gender: String(GENDER_MALE), mobilePhone: '', email: '', headIcon: '', sortCode: '0', enabledMark: 1, description: '',
};

/** The user form's fields by enCode where the value key differs (server FORM_FIELDS). */
const FIELD_NAMES = { organizeIds: 'organizeId', positionIds: 'positionId', roleIds: 'roleId' } as const;

const nameOf = (nodes: readonly TreeSelectNode[], id: string): string => findNode(nodes, id)?.fullName ?? id;

/** The user dialog (800 px): account, name, organisations with the major one, positions, roles, manager and contact details. */
export function UserDialog({ id, organizeId, onClose, onSaved }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const [values, setValues] = useState<UserValues>(() => ({ ...EMPTY, organizeIds: organizeId ? [organizeId] : [], organizeId }));
  const [errors, setErrors] = useState<FormErrors<UserValues>>({});
  const organizes = useOptions(getOrganizeTree);
  const [positions, setPositions] = useState<Choice[]>([]);
  const [roles, setRoles] = useState<Choice[]>([]);
  // A new user's initial password, when the server drew one, handed on after the save.
  const drawnPassword = useRef<string | null | undefined>(undefined);
  const { busy, run } = useSave(() => onSaved(drawnPassword.current));
  const rules = useShownRules(userRules, FIELD_NAMES);

  useEffect(() => {
    if (!id) return;
    let active = true;
    getUser(id).then((user) => {
      if (!active) return;
      setValues({
        account: user.account ?? '',
        realName: user.realName ?? '',
        organizeIds: user.organizeIds,
        organizeId: user.organizeId ?? user.organizeIds[0] ?? '',
        positionIds: user.positionIds,
        positionId: user.positionId ?? '',
        roleIds: user.roleIds,
        managerId: user.managerId ?? '',
        gender: String(user.gender ?? GENDER_SECRET),
        mobilePhone: user.mobilePhone ?? '',
        email: user.email ?? '',
        headIcon: user.headIcon ?? '',
        sortCode: String(user.sortCode ?? 0),
        enabledMark: user.enabledMark ?? 1,
        description: user.description ?? '',
      });
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [id]);

  // Positions and organisation roles follow the chosen organisations.
  const organizeKey = values.organizeIds.join(',');
  useEffect(() => {
    let active = true;
    const ids = organizeKey ? organizeKey.split(',') : [];
    getPositionChoices(ids).then((list) => active && setPositions(leavesOnly(list)), () => undefined);
    getRoleChoices(ids).then((list) => active && setRoles(leavesOnly(list)), () => undefined);
    return () => {
      active = false;
    };
  }, [organizeKey]);

  const set = <K extends keyof UserValues>(key: K, value: UserValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const setOrganizes = (ids: string[]) =>
    setValues((current) => ({ ...current, organizeIds: ids, organizeId: ids.includes(current.organizeId) ? current.organizeId : (ids[0] ?? '') }));
  const setPositionIds = (ids: string[]) =>
    setValues((current) => ({ ...current, positionIds: ids, positionId: ids.includes(current.positionId) ? current.positionId : (ids[0] ?? '') }));

  const positionIdsShown = useMemo(() => new Set(flattenTree(positions).map(({ node }) => node.id)), [positions]);

  const submit = () => {
    const found = validateForm(values, rules);
    setErrors(found);
    if (!isValid(found)) return;
    const form: UserForm = {
      ...values,
      account: values.account.trim(),
      realName: values.realName.trim(),
      // Positions of organisations no longer chosen are dropped.
      positionIds: positions.length ? values.positionIds.filter((position) => positionIdsShown.has(position)) : values.positionIds,
      gender: Number(values.gender),
      mobilePhone: values.mobilePhone.trim(),
      email: values.email.trim(),
      sortCode: sortNumber(values.sortCode),
    };
    if (!form.positionIds.includes(form.positionId)) form.positionId = form.positionIds[0] ?? '';
    void run(async () => {
      if (id) await updateUser(id, form);
      else drawnPassword.current = (await createUser(form)).password;
    }, t(id ? 'common.updated' : 'common.created'));
  };

  return (
    <FormDialog title={t(id ? 'user.editTitle' : 'user.createTitle')} width={800} rules={rules} busy={busy} onConfirm={submit} onClose={onClose}>
      <div className={styles.grid}>
        <FormField name="account" error={errors.account}>
          <sl-input label={t('user.account')} required disabled={!!id} value={values.account} onsl-input={(event: Event) => set('account', inputValue(event))} />
        </FormField>
        <FormField name="realName" error={errors.realName}>
          <sl-input label={t('user.realName')} required value={values.realName} onsl-input={(event: Event) => set('realName', inputValue(event))} />
        </FormField>
        <FormField name="organizeId" error={errors.organizeIds}>
          <MultiTreeSelect label={t('user.organizes')} nodes={organizes} value={values.organizeIds} onChange={setOrganizes} invalid={!!errors.organizeIds} />
        </FormField>
        <FormField name="organizeId" error={errors.organizeId}>
          <sl-select label={t('user.majorOrganize')} required value={values.organizeId} placeholder={t('common.choose')} hoist onsl-change={(event: Event) => set('organizeId', inputValue(event))}>
            {values.organizeIds.map((organize) => (
              <sl-option key={organize} value={organize}>{nameOf(organizes, organize)}</sl-option>
            ))}
          </sl-select>
        </FormField>
        <FormField name="positionId">
          <MultiTreeSelect label={t('user.positions')} nodes={positions} value={values.positionIds} onChange={setPositionIds} />
        </FormField>
        <FormField name="positionId">
          <sl-select label={t('user.majorPosition')} value={values.positionId} placeholder={t('common.choose')} hoist onsl-change={(event: Event) => set('positionId', inputValue(event))}>
            {values.positionIds.map((position) => (
              <sl-option key={position} value={position}>{nameOf(positions, position)}</sl-option>
            ))}
          </sl-select>
        </FormField>
        <FormField name="roleId">
          <MultiTreeSelect label={t('user.roles')} nodes={roles} value={values.roleIds} onChange={(ids) => set('roleIds', ids)} />
        </FormField>
        <FormField name="managerId">
          <UserSelect label={t('user.manager')} value={oneUser(values.managerId)} onChange={(ids) => set('managerId', ids[0] ?? '')} />
        </FormField>
        <FormField name="gender">
          <Select
            label={t('user.gender')}
            value={values.gender}
            options={[
              { value: String(GENDER_MALE), label: t('user.male') },
              { value: String(GENDER_FEMALE), label: t('user.female') },
              { value: String(GENDER_SECRET), label: t('user.secret') },
            ]}
            onChange={(value) => set('gender', value)}
          />
        </FormField>
        <FormField name="mobilePhone" error={errors.mobilePhone}>
          <sl-input label={t('user.mobilePhone')} value={values.mobilePhone} onsl-input={(event: Event) => set('mobilePhone', inputValue(event))} />
        </FormField>
        <FormField name="email" error={errors.email}>
          <sl-input label={t('user.email')} type="email" value={values.email} onsl-input={(event: Event) => set('email', inputValue(event))} />
        </FormField>
        <FormField name="sortCode" error={errors.sortCode}>
          <sl-input type="number" min={0} max={999999} label={t('common.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
        </FormField>
        <FormField name="enabledMark">
          <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
            {t('common.enabledMark')}
          </sl-switch>
        </FormField>
        <div className={styles.full}>
          <FormField name="headIcon">
            <AvatarField label={t('user.headIcon')} value={values.headIcon} initials={values.realName} onChange={(url) => set('headIcon', url)} />
          </FormField>
        </div>
        <div className={styles.full}>
          <FormField name="description" error={errors.description}>
            <sl-textarea rows={3} label={t('common.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
          </FormField>
        </div>
      </div>
    </FormDialog>
  );
}
