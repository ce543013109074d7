import type { DictionaryType } from './api';
import sheet from './dictionary.module.css';

const styles = sheet.locals;

interface Props {
  categories: DictionaryType[];
  selectedId: string | null;
  onSelect: (category: DictionaryType) => void;
}

function findById(nodes: DictionaryType[], id: string): DictionaryType | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = node.children ? findById(node.children, id) : null;
    if (found) return found;
  }
  return null;
}

/** The dictionary categories as a Shoelace tree; selecting a leaf shows its data. */
export function CategoryTree({ categories, selectedId, onSelect }: Props) {
  const renderNodes = (nodes: DictionaryType[]) =>
    nodes.map((node) => (
      <sl-tree-item key={node.id} data-id={node.id} selected={node.id === selectedId} expanded>
        {node.fullName}
        {node.children?.length ? renderNodes(node.children) : null}
      </sl-tree-item>
    ));

  return (
    <sl-tree
      class={styles.tree}
      selection="leaf"
      onsl-selection-change={(event: CustomEvent) => {
        const [item] = (event.detail as { selection: HTMLElement[] }).selection;
        const category = item?.dataset.id ? findById(categories, item.dataset.id) : null;
        if (category) onSelect(category);
      }}
    >
      {renderNodes(categories)}
    </sl-tree>
  );
}
