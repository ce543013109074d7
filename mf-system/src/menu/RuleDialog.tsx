import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '@atrium/shared';
import { FormDialog, FormField, Select, isValid, useShownRules, validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { createDataRule, updateDataRule, type DataRule } from './api';
import { FIELD_TYPES, NO_VALUE_OPERATORS, OPERATORS, VARIABLE_OPERATORS, VARIABLES, resourceRules } from './resourceForms';

interface Props {
  moduleId: string;
  /** The rule to edit, or null for a new one. */
  rule: DataRule | null;
  onClose: () => void;
  onSaved: () => void;
}

interface RuleValues {
  fullName: string;
  enCode: string;
  fieldType: string;
  conditionSymbol: string;
  /** 'variable' compares with a system variable, 'literal' with the text typed. */
  valueKind: 'literal' | 'variable';
  literal: string;
  variable: string;
}

/** What is checked: the typed value (`literal`) is the field conditionText. */
type CheckedValues = Pick<RuleValues, 'fullName' | 'enCode' | 'literal'>;
const FIELD_NAMES = { literal: 'conditionText' } as const;

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

function initial(rule: DataRule | null): RuleValues {
  if (!rule) return { fullName: '', enCode: '', fieldType: 'varchar', conditionSymbol: '==', valueKind: 'variable', literal: '', variable: 'userId' };
  const variable = rule.conditionText.startsWith('@') ? rule.conditionText.slice(1) : '';
  return {
    fullName: rule.fullName,
    enCode: rule.enCode,
    fieldType: rule.fieldType,
    conditionSymbol: rule.conditionSymbol,
    valueKind: variable ? 'variable' : 'literal',
    literal: variable ? '' : rule.conditionText,
    variable: variable || 'userId',
  };
}

/** One data rule: field, its type, an operator and a value or a system variable (当前用户, 当前组织…). */
export function RuleDialog({ moduleId, rule, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<RuleValues>(() => initial(rule));
  const [errors, setErrors] = useState<FormErrors<CheckedValues>>({});
  const { busy, run } = useSave(onSaved);
  const set = <K extends keyof RuleValues>(key: K, value: RuleValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const takesValue = !NO_VALUE_OPERATORS.has(values.conditionSymbol);
  const variableAllowed = VARIABLE_OPERATORS.has(values.conditionSymbol);
  const useVariable = takesValue && variableAllowed && values.valueKind === 'variable';
  const needsLiteral = takesValue && !useVariable;
  const rules = useShownRules(
    useMemo((): FormRules<CheckedValues> => ({
      fullName: resourceRules.fullName,
      enCode: resourceRules.enCode,
      ...(needsLiteral ? { literal: [requiredRule(() => t('menu.rules.valueRequired'))] } : {}),
    }), [needsLiteral, t]),
    FIELD_NAMES,
  );

  const save = () => {
    const found = validateForm<CheckedValues>({ fullName: values.fullName, enCode: values.enCode, literal: values.literal }, rules);
    setErrors(found);
    if (!isValid(found)) return;
    const form = {
      moduleId,
      fullName: values.fullName.trim(),
      enCode: values.enCode.trim(),
      fieldType: values.fieldType,
      conditionSymbol: values.conditionSymbol,
      conditionText: !takesValue ? '' : useVariable ? `@${values.variable}` : values.literal.trim(),
      sortCode: rule?.sortCode ?? 0,
      enabledMark: rule?.enabledMark ?? 1,
      description: rule?.description ?? '',
    };
    void run(() => (rule ? updateDataRule(rule.id, form) : createDataRule(form)), t(rule ? 'menu.updated' : 'menu.created'));
  };

  return (
    <FormDialog title={t(rule ? 'menu.rule.editTitle' : 'menu.rule.newTitle')} width={600} rules={rules} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('menu.rule.fullName')} value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('menu.rule.enCode')} value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="fieldType">
        <Select
          label={t('menu.rule.fieldType')}
          value={values.fieldType}
          options={FIELD_TYPES.map((type) => ({ value: type, label: t(`menu.rule.fieldTypes.${type}`) }))}
          onChange={(value) => set('fieldType', value)}
        />
      </FormField>
      <FormField name="conditionSymbol">
        <Select
          label={t('menu.rule.conditionSymbol')}
          value={values.conditionSymbol}
          options={OPERATORS.map(([symbol, key]) => ({ value: symbol, label: `${symbol} ${t(`menu.rule.operators.${key}`)}` }))}
          onChange={(value) => set('conditionSymbol', value)}
        />
      </FormField>
      {takesValue && variableAllowed && (
        <FormField name="conditionText">
          <sl-radio-group label={t('menu.rule.valueKind')} value={values.valueKind} onsl-change={(event: Event) => set('valueKind', inputValue(event) as RuleValues['valueKind'])}>
            <sl-radio value="variable">{t('menu.rule.variable')}</sl-radio>
            <sl-radio value="literal">{t('menu.rule.literal')}</sl-radio>
          </sl-radio-group>
        </FormField>
      )}
      {useVariable && (
        <FormField name="conditionText">
          <Select
            label={t('menu.rule.variable')}
            value={values.variable}
            options={VARIABLES.map((name) => ({ value: name, label: `${t(`menu.rule.variables.${name}`)} (@${name})` }))}
            onChange={(value) => set('variable', value)}
          />
        </FormField>
      )}
      {takesValue && !useVariable && (
        <FormField name="conditionText" error={errors.literal}>
          <sl-input
            label={t('menu.rule.conditionText')}
            help-text={values.conditionSymbol === 'in' || values.conditionSymbol === 'notIn' ? t('menu.rule.inHelp') : undefined}
            value={values.literal}
            onsl-input={(event: Event) => set('literal', inputValue(event))}
          />
        </FormField>
      )}
    </FormDialog>
  );
}
