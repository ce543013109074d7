import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, Select, TreeSelect, isValid, useShownRules, validateForm, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { createMenu, getMenu, getMenuParents, updateMenu, type ParentOption } from './api';
import { IconPicker } from './IconPicker';
import { MENU_TYPES, emptyMenu, hasLinkTarget, isDirectory, needsAddress, needsProperty, menuRules, toMenuFields, valuesOf, type MenuValues } from './menuForm';
import sheet from './menu.module.css';

const styles = sheet.locals;

interface Props {
  systemId: string;
  /** The menu to edit, or null for a new one. */
  id: string | null;
  /** Parent of a new menu ('-1' for top level). */
  parentId: string;
  onClose: () => void;
  onSaved: () => void;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;
const checked = (event: Event) => ((event.target as HTMLInputElement).checked ? 1 : 0);
const SWITCHES = ['isButtonAuthorize', 'isColumnAuthorize', 'isFormAuthorize', 'isDataAuthorize'] as const;

/** The menu dialog (800 px): parent, type and the fields that type needs, icon, switches. */
export function MenuDialog({ systemId, id, parentId, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<MenuValues>(() => emptyMenu(parentId));
  const [errors, setErrors] = useState<FormErrors<MenuValues>>({});
  const [parents, setParents] = useState<ParentOption[]>([]);
  const { busy, run } = useSave(onSaved);

  useEffect(() => {
    let active = true;
    getMenuParents(systemId, id).then((list) => active && setParents(list), () => undefined);
    if (id) getMenu(id).then((menu) => active && setValues(valuesOf(menu)), () => undefined);
    return () => {
      active = false;
    };
  }, [systemId, id]);

  const set = <K extends keyof MenuValues>(key: K, value: MenuValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const type = Number(values.type);
  const rules = useShownRules(useMemo(() => menuRules(type), [type]));

  const save = () => {
    const found = validateForm(values, rules);
    setErrors(found);
    if (!isValid(found)) return;
    const form = toMenuFields(values, systemId);
    void run(() => (id ? updateMenu(id, form) : createMenu(form)), t(id ? 'menu.updated' : 'menu.created'));
  };

  return (
    <FormDialog title={t(id ? 'menu.editTitle' : 'menu.newTitle')} width={800} rules={rules} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="parentId" error={errors.parentId}>
        <TreeSelect label={t('menu.parent')} nodes={parents} value={values.parentId} onChange={(value) => set('parentId', value)} invalid={!!errors.parentId} />
      </FormField>
      <FormField name="type" error={errors.type}>
        <Select
          label={t('menu.type')}
          required
          value={values.type}
          options={MENU_TYPES.map((value) => ({ value: String(value), label: t(`menu.types.t${value}`) }))}
          onChange={(value) => set('type', value)}
          invalid={!!errors.type}
        />
      </FormField>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('menu.fullName')} required value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="nameZhtw" error={errors.nameZhtw}>
        <sl-input label={t('menu.nameZhtw')} help-text={t('menu.translationHelp')} value={values.nameZhtw} onsl-input={(event: Event) => set('nameZhtw', inputValue(event))} />
      </FormField>
      <FormField name="nameEn" error={errors.nameEn}>
        <sl-input label={t('menu.nameEn')} help-text={t('menu.translationHelp')} value={values.nameEn} onsl-input={(event: Event) => set('nameEn', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('menu.enCode')} required value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="icon">
        <span>{t('menu.icon')}</span>
        <IconPicker value={values.icon} onChange={(value) => set('icon', value)} />
      </FormField>
      {!isDirectory(type) && (
        <FormField name="urlAddress" error={errors.urlAddress}>
          <sl-input
            label={t('menu.urlAddress')}
            required={needsAddress(type)}
            placeholder={t('menu.urlPlaceholder')}
            value={values.urlAddress}
            onsl-input={(event: Event) => set('urlAddress', inputValue(event))}
          />
        </FormField>
      )}
      {hasLinkTarget(type) && (
        <FormField name="linkTarget">
          <sl-radio-group label={t('menu.linkTarget')} value={values.linkTarget} onsl-change={(event: Event) => set('linkTarget', inputValue(event))}>
            <sl-radio value="_self">{t('menu.linkSelf')}</sl-radio>
            <sl-radio value="_blank">{t('menu.linkBlank')}</sl-radio>
          </sl-radio-group>
        </FormField>
      )}
      {(needsProperty(type) || values.propertyJson !== '') && (
        <FormField name="propertyJson" error={errors.propertyJson}>
          <sl-textarea
            label={t('menu.propertyJson')}
            required={needsProperty(type)}
            help-text={t('menu.propertyHelp')}
            rows={3}
            value={values.propertyJson}
            onsl-input={(event: Event) => set('propertyJson', inputValue(event))}
          />
        </FormField>
      )}
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('menu.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', checked(event))}>{t('menu.enabledMark')}</sl-switch>
      </FormField>
      {!isDirectory(type) && (
        <FormField>
          <span>{t('menu.authorize')}</span>
          <div className={styles.switches}>
            {SWITCHES.map((key) => (
              <FormField key={key} name={key}>
                <sl-switch checked={values[key] === 1} onsl-change={(event: Event) => set(key, checked(event))}>{t(`menu.${key}`)}</sl-switch>
              </FormField>
            ))}
          </div>
        </FormField>
      )}
      <FormField name="description" error={errors.description}>
        <sl-textarea rows={3} label={t('menu.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
