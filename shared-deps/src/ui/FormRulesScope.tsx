import { useMemo, type ReactNode } from 'react';
import { RequiredFieldsContext, requiredNames, type RulesByName } from './formContext';

export interface FormRulesScopeProps {
  /** The form's rules by field name, as FormDialog's `rules` takes them. */
  rules: RulesByName | undefined;
  children: ReactNode;
}

/**
 * What FormDialog gives its fields, for a form that is a page (系统配置, a print template, the
 * profile): each FormField named in the rules with a requiredRule carries the asterisk, without
 * the page repeating which fields those are.
 */
export function FormRulesScope({ rules, children }: FormRulesScopeProps) {
  const required = useMemo(() => requiredNames(rules), [rules]);
  return <RequiredFieldsContext.Provider value={required}>{children}</RequiredFieldsContext.Provider>;
}
