import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCode, maxLengthRule, patternRule, requiredRule } from '@atrium/shared';
import { FormDialog, FormField, isValid, useShownRules, validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { createDataScheme, updateDataScheme, type DataRule, type DataScheme, type SchemeGroup } from './api';
import { resourceRules } from './resourceForms';
import sheet from './menu.module.css';

const styles = sheet.locals;

interface Props {
  moduleId: string;
  /** The scheme to edit, or null for a new one. */
  scheme: DataScheme | null;
  /** The menu's rules, the only ones a condition may name. */
  rules: readonly DataRule[];
  onClose: () => void;
  onSaved: () => void;
}

interface GroupValue {
  logic: 'and' | 'or';
  ids: string[];
}

/** What is checked: the groups are the field conditionJson. */
interface CheckedValues {
  fullName: string;
  enCode: string;
  groups: readonly GroupValue[];
}
const FIELD_NAMES = { groups: 'conditionJson' } as const;

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

function groupsOf(scheme: DataScheme | null): GroupValue[] {
  if (!scheme || scheme.allData === 1) return [{ logic: 'and', ids: [] }];
  try {
    const parsed = JSON.parse(scheme.conditionJson) as SchemeGroup[];
    return parsed.map((group) => ({ logic: group.logic, ids: group.groups.map((item) => item.id) }));
  } catch {
    return [{ logic: 'and', ids: [] }];
  }
}

/**
 * A data scheme: 全部数据, or groups of the menu's rules. Inside a group the rules are joined by
 * its logic; the groups must all hold (the server stores exactly this, docs/server.md "Data rules").
 */
export function SchemeDialog({ moduleId, scheme, rules, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [fullName, setFullName] = useState(scheme?.fullName ?? '');
  const [enCode, setEnCode] = useState(scheme?.enCode ?? '');
  const [allData, setAllData] = useState(scheme?.allData ?? 0);
  const [groups, setGroups] = useState<GroupValue[]>(() => groupsOf(scheme));
  const [errors, setErrors] = useState<FormErrors<CheckedValues>>({});
  const { busy, run } = useSave(onSaved);

  const setGroup = (index: number, change: Partial<GroupValue>) =>
    setGroups((current) => current.map((group, at) => (at === index ? { ...group, ...change } : group)));

  const checks = useShownRules(
    useMemo((): FormRules<CheckedValues> => ({
      fullName: resourceRules.fullName,
      enCode: [
        requiredRule(() => t('menu.rules.codeRequired')),
        patternRule(isCode, () => t('menu.rules.codeFormat')),
        maxLengthRule(50, () => t('menu.rules.codeMax')),
      ],
      // 全部数据 needs no condition; otherwise at least one group, none of them empty.
      ...(allData === 0 ? {
        groups: [(value: unknown) => {
          const list = value as readonly GroupValue[];
          if (list.length === 0) return t('menu.rules.conditionRequired');
          return list.some((group) => group.ids.length === 0) ? t('menu.rules.groupRulesRequired') : null;
        }],
      } : {}),
    }), [allData, t]),
    FIELD_NAMES,
  );

  const save = () => {
    const found = validateForm<CheckedValues>({ fullName, enCode, groups }, checks);
    setErrors(found);
    if (!isValid(found)) return;
    const condition: SchemeGroup[] = allData === 1 ? [] : groups.map((group) => ({ logic: group.logic, groups: group.ids.map((id) => ({ id })) }));
    const form = {
      moduleId,
      fullName: fullName.trim(),
      enCode: enCode.trim(),
      conditionJson: JSON.stringify(condition),
      allData,
      sortCode: scheme?.sortCode ?? 0,
      enabledMark: scheme?.enabledMark ?? 1,
      description: scheme?.description ?? '',
    };
    void run(() => (scheme ? updateDataScheme(scheme.id, form) : createDataScheme(form)), t(scheme ? 'menu.updated' : 'menu.created'));
  };

  return (
    <FormDialog title={t(scheme ? 'menu.scheme.editTitle' : 'menu.scheme.newTitle')} width={800} rules={checks} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('menu.scheme.fullName')} value={fullName} onsl-input={(event: Event) => setFullName(inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('menu.scheme.enCode')} value={enCode} onsl-input={(event: Event) => setEnCode(inputValue(event))} />
      </FormField>
      <FormField name="allData">
        <sl-switch checked={allData === 1} onsl-change={(event: Event) => setAllData((event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('menu.scheme.allData')}
        </sl-switch>
      </FormField>
      {allData === 0 && (
        <FormField name="conditionJson" error={errors.groups}>
          <h4 className={styles.sectionTitle}>{t('menu.scheme.condition')}</h4>
          <p className={styles.hint}>{t('menu.scheme.groupsHelp')}</p>
          {groups.map((group, index) => (
            <div key={index} className={styles.group} data-group={index}>
              <sl-select label={t('menu.scheme.logic')} value={group.logic} hoist onsl-change={(event: Event) => setGroup(index, { logic: inputValue(event) === 'or' ? 'or' : 'and' })}>
                <sl-option value="and">{t('menu.scheme.and')}</sl-option>
                <sl-option value="or">{t('menu.scheme.or')}</sl-option>
              </sl-select>
              {/* Checkboxes rather than a multiple sl-select: an array value set before Shoelace upgrades the element would become one attribute string. */}
              <fieldset aria-label={t('menu.scheme.groupRules')} className={styles.switches}>
                {rules.map((rule) => (
                  <sl-checkbox
                    key={rule.id}
                    value={rule.id}
                    checked={group.ids.includes(rule.id)}
                    onsl-change={(event: Event) => {
                      const on = (event.target as HTMLInputElement).checked;
                      setGroup(index, { ids: on ? [...group.ids.filter((id) => id !== rule.id), rule.id] : group.ids.filter((id) => id !== rule.id) });
                    }}
                  >
                    {rule.fullName}
                  </sl-checkbox>
                ))}
              </fieldset>
              <sl-button size="small" variant="text" onClick={() => setGroups((current) => current.filter((_, at) => at !== index))}>
                {t('menu.scheme.removeGroup')}
              </sl-button>
            </div>
          ))}
          <sl-button size="small" onClick={() => setGroups((current) => [...current, { logic: 'and', ids: [] }])}>{t('menu.scheme.addGroup')}</sl-button>
        </FormField>
      )}
    </FormDialog>
  );
}
