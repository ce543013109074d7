import { useTranslation } from 'react-i18next';
import { useFieldRequired } from './formContext';
import { UI_NS } from './i18n';
import { flattenTree, type TreeNode } from './tree';

export interface TreeSelectNode extends TreeNode {
  fullName?: string;
  disabled?: boolean;
  children?: readonly TreeSelectNode[] | null;
}

export interface TreeSelectProps<T extends TreeSelectNode> {
  label: string;
  nodes: readonly T[];
  value: string;
  onChange: (id: string) => void;
  /** Defaults to the node's fullName. */
  nodeLabel?: (node: T) => string;
  placeholder?: string;
  disabled?: boolean;
  /** Marks the control invalid for assistive technology; the message is shown by the caller. */
  invalid?: boolean;
  /** The asterisk; by default from the enclosing FormField. */
  required?: boolean;
  /** A clear button that chooses nothing (onChange('')): a list filter's 全部. */
  clearable?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/**
 * Picks one node of a tree: an `<sl-select>` listing the tree depth-first with indentation.
 * Disabled nodes are shown but cannot be chosen (spec section 5, picker rules). The select is made
 * again when the tree arrives or changes: an sl-select given its value before its options shows
 * blank, and an edit form's fixed parent must show (issue 17 item 5: 上级 was blank on edit).
 */
export function TreeSelect<T extends TreeSelectNode>({ label, nodes, value, onChange, nodeLabel, placeholder, disabled = false, invalid = false, required, clearable = false, size }: TreeSelectProps<T>) {
  const { t } = useTranslation(UI_NS);
  const fieldRequired = useFieldRequired();
  const text = nodeLabel ?? ((node: T) => node.fullName ?? node.id);
  const rows = flattenTree(nodes);
  return (
    <sl-select
      key={rows.map(({ node }) => node.id).join('\u0000')}
      label={label}
      required={required ?? fieldRequired}
      value={value}
      placeholder={placeholder ?? t('choose')}
      disabled={disabled}
      clearable={clearable}
      size={size}
      aria-invalid={invalid || undefined}
      hoist
      onsl-change={(event: CustomEvent) => onChange(String((event.target as HTMLSelectElement).value))}
    >
      {rows.map(({ node, depth }) => (
        <sl-option key={node.id} value={node.id} disabled={!!node.disabled} style={{ paddingLeft: depth * 16 }}>
          {text(node as T)}
        </sl-option>
      ))}
    </sl-select>
  );
}
