import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_NS } from '../i18n';
import type { AuthorizeNode } from './api';
import { keyOf, stateOf } from './tree';

interface Props {
  nodes: readonly AuthorizeNode[];
  checked: ReadonlySet<string>;
  open: ReadonlySet<string>;
  readOnly: boolean;
  onCheck: (key: string, on: boolean) => void;
  onOpen: (key: string, open: boolean) => void;
}

/** The tri-state grant tree (a nested list of checkboxes; rules in tree.ts). */
export function GrantTree({ nodes, checked, open, readOnly, onCheck, onOpen }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const render = (list: readonly AuthorizeNode[], depth: number): ReactNode => (
    <ul role={depth === 0 ? 'tree' : 'group'} style={{ listStyle: 'none', margin: 0, paddingLeft: depth === 0 ? 0 : 20 }}>
      {list.map((node) => {
        const key = keyOf(node);
        const state = stateOf(node, checked);
        const parent = !!node.children?.length;
        const expanded = open.has(key);
        return (
          <li key={key} role="treeitem" aria-expanded={parent ? expanded : undefined} data-key={key}>
            {parent ? (
              <sl-icon-button
                name={expanded ? 'chevron-down' : 'chevron-right'}
                label={t(expanded ? 'common.collapse' : 'common.expand')}
                onClick={() => onOpen(key, !expanded)}
              />
            ) : (
              <span style={{ display: 'inline-block', width: 32 }} />
            )}
            <sl-checkbox
              checked={state === 'checked'}
              indeterminate={state === 'indeterminate'}
              disabled={readOnly}
              onsl-change={() => onCheck(key, state !== 'checked')}
            >
              {node.fullName}
              <sl-tag size="small" variant="neutral" style={{ marginLeft: 6 }}>{t(`authorize.kinds.${node.type}`, { defaultValue: node.type })}</sl-tag>
            </sl-checkbox>
            {parent && expanded && render(node.children ?? [], depth + 1)}
          </li>
        );
      })}
    </ul>
  );
  return <>{render(nodes, 0)}</>;
}
