import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TreeSelectNode } from '@atrium/ui';
import type { TableDemoApi, TypeNode } from './api';

export interface TypeTree {
  /** The IndustryType tree as the server sends it (TreePanel). */
  nodes: TypeNode[];
  /** The same tree for TreeSelect (a node's name is its fullName). */
  options: TreeSelectNode[];
  loading: boolean;
  error: unknown;
  reload: () => void;
}

const toOptions = (nodes: readonly TypeNode[]): TreeSelectNode[] =>
  nodes.map((node) => ({ id: node.id, fullName: node.text, children: node.children?.length ? toOptions(node.children) : undefined }));

/** The project types (the IndustryType dictionary, nested): loaded once for the page's filter, tree and forms. */
export function useTypeTree(api: TableDemoApi): TypeTree {
  const [state, setState] = useState<{ nodes: TypeNode[]; loading: boolean; error: unknown }>({ nodes: [], loading: true, error: null });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let active = true;
    setState((current) => ({ ...current, loading: true, error: null }));
    api.typeTree().then(
      (nodes) => active && setState({ nodes, loading: false, error: null }),
      (error: unknown) => active && setState((current) => ({ ...current, loading: false, error: error ?? new Error('type tree failed') })),
    );
    return () => {
      active = false;
    };
  }, [api, generation]);
  const options = useMemo(() => toOptions(state.nodes), [state.nodes]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, options, reload };
}
