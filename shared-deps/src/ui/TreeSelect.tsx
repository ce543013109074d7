import { useTranslation } from 'react-i18next';
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
}

/**
 * Picks one node of a tree: an `<sl-select>` listing the tree depth-first with indentation.
 * Disabled nodes are shown but cannot be chosen (spec section 5, picker rules).
 */
export function TreeSelect<T extends TreeSelectNode>({ label, nodes, value, onChange, nodeLabel, placeholder, disabled = false, invalid = false }: TreeSelectProps<T>) {
  const { t } = useTranslation(UI_NS);
  const text = nodeLabel ?? ((node: T) => node.fullName ?? node.id);
  return (
    <sl-select
      label={label}
      value={value}
      placeholder={placeholder ?? t('choose')}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      hoist
      onsl-change={(event: CustomEvent) => onChange(String((event.target as HTMLSelectElement).value))}
    >
      {flattenTree(nodes).map(({ node, depth }) => (
        <sl-option key={node.id} value={node.id} disabled={!!node.disabled} style={{ paddingLeft: depth * 16 }}>
          {text(node as T)}
        </sl-option>
      ))}
    </sl-select>
  );
}
