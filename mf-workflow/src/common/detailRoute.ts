// /workFlowDetail?config=…: base64 of the UTF-8 JSON the JNPF client puts there (what its
// Base64.encode does), naming the task and how it is opened.

/** How the detail is opened: JNPF's opType. */
export const OP_TYPE = { launch: '-1', mine: '0', todo: '1', done: '2', circulate: '3', monitor: '4' } as const;
export type OpType = (typeof OP_TYPE)[keyof typeof OP_TYPE];

export interface DetailConfig {
  /** The task id. */
  id: string;
  opType: OpType;
  taskNodeId?: string;
  taskOperatorId?: string;
  taskOperatorRecordId?: string;
}

export const FLOW_DETAIL_PATH = '/workFlowDetail';

/** Base64 of the UTF-8 bytes (btoa alone breaks on Chinese). */
export function encodeConfig(text: string): string {
  return btoa(encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** The reverse of encodeConfig; null when the text is not base64 of UTF-8. */
export function decodeConfig(encoded: string): string | null {
  try {
    const escaped = Array.from(atob(encoded), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}

export function detailPath(config: DetailConfig): string {
  const clean = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  return `${FLOW_DETAIL_PATH}?config=${encodeURIComponent(encodeConfig(JSON.stringify(clean)))}`;
}

const OP_TYPES = Object.values(OP_TYPE) as string[];

/**
 * The decoded config: { id, opType, … } when it names a task; otherwise the raw object (a flow
 * message's body, which the page shows as it is) or null when unreadable.
 */
export function parseDetailConfig(config: string | null): { task: DetailConfig } | { message: Record<string, unknown> } | null {
  if (!config) return null;
  const json = decodeConfig(config);
  if (json === null) return null;
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  // JNPF's flow messages carry the task as id or taskId, with opType; a bare message body has neither.
  const id = typeof record.taskId === 'string' && record.taskId ? record.taskId : typeof record.id === 'string' ? record.id : '';
  const opType = String(record.opType ?? '');
  if (id && OP_TYPES.includes(opType)) {
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    return {
      task: {
        id,
        opType: opType as OpType,
        taskNodeId: text(record.taskNodeId),
        taskOperatorId: text(record.taskOperatorId),
        taskOperatorRecordId: text(record.taskOperatorRecordId),
      },
    };
  }
  return { message: record };
}
