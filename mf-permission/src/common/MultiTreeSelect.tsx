import { useTranslation } from 'react-i18next';
import { flattenTree, useFieldRequired, type TreeSelectNode } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';

interface Props {
  label: string;
  nodes: readonly TreeSelectNode[];
  value: string[];
  onChange: (ids: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** Several nodes of a tree (a user's organisations, a role's organisations); disabled nodes cannot be chosen. */
export function MultiTreeSelect({ label, nodes, value, onChange, invalid = false, disabled = false }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const required = useFieldRequired();
  const rows = flattenTree(nodes);
  return (
    <sl-select
      // Made again when the tree arrives: values set before their options would show nothing.
      key={rows.map(({ node }) => node.id).join('\u0000')}
      label={label}
      required={required}
      value={value}
      multiple
      clearable
      hoist
      disabled={disabled}
      max-options-visible={4}
      placeholder={t('common.choose')}
      aria-invalid={invalid || undefined}
      onsl-change={(event: Event) => {
        const selected = (event.target as HTMLSelectElement & { value: string | string[] }).value;
        onChange(Array.isArray(selected) ? selected : [selected].filter(Boolean));
      }}
    >
      {rows.map(({ node, depth }) => (
        <sl-option key={node.id} value={node.id} disabled={!!node.disabled} style={{ paddingLeft: depth * 16 }}>
          {node.fullName ?? node.id}
        </sl-option>
      ))}
    </sl-select>
  );
}
