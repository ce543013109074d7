import { decodeFlowConfig } from '../messages/flowRoute';

/** Flow status codes of spec section 3: 1 wait, 2 adopt, 3 reject, 4 revoke, 5 cancel. */
export const FLOW_STATUSES = [1, 2, 3, 4, 5] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

export interface FlowField {
  label: string;
  value: string;
}

/** What a flow message carries, as far as the portal can show it without a workflow engine. */
export interface FlowDetailView {
  title: string | null;
  flowName: string | null;
  status: FlowStatus | null;
  fields: FlowField[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** formData as an object ({ label: value }) or a list of { label | fullName, value }. */
function fieldsOf(formData: unknown): FlowField[] {
  if (Array.isArray(formData)) {
    return formData.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const record = item as Record<string, unknown>;
      const label = text(record.label) ?? text(record.fullName) ?? text(record.name);
      return label ? [{ label, value: display(record.value) }] : [];
    });
  }
  if (typeof formData === 'object' && formData !== null) {
    return Object.entries(formData as Record<string, unknown>).map(([label, value]) => ({ label, value: display(value) }));
  }
  return [];
}

/**
 * Reads the `config` query of /workFlowDetail: base64 of the flow message's JSON body. Null when
 * it is missing or unreadable — the page then says so instead of guessing.
 */
export function parseFlowConfig(config: string | null): FlowDetailView | null {
  if (!config) return null;
  const json = decodeFlowConfig(config);
  if (json === null) return null;
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const status = FLOW_STATUSES.find((code) => code === Number(record.status)) ?? null;
  return {
    title: text(record.title) ?? text(record.fullName),
    flowName: text(record.flowName),
    status,
    fields: fieldsOf(record.formData),
  };
}
