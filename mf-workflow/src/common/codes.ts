// The workflow codes of spec section 3: flow status, urgency and the handle status of an
// operator record. Labels live in the locales (workflow:status.N, urgency.N, handle.N).

/** Flow status: 1 wait, 2 adopt, 3 reject, 4 revoke, 5 cancel (0: a draft not yet submitted). */
export const FLOW_STATUSES = [0, 1, 2, 3, 4, 5] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

/** Urgency: 1 normal (the default), 2 important, 3 urgent. */
export const URGENCIES = [1, 2, 3] as const;
export type Urgency = (typeof URGENCIES)[number];

/** Handle status of an operator record: 0 returned … 9 revived. */
export const HANDLE_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type HandleStatus = (typeof HANDLE_STATUSES)[number];

export const isFlowStatus = (value: unknown): value is FlowStatus => FLOW_STATUSES.some((code) => code === value);
export const isUrgency = (value: unknown): value is Urgency => URGENCIES.some((code) => code === value);
export const isHandleStatus = (value: unknown): value is HandleStatus => HANDLE_STATUSES.some((code) => code === value);

/** Tag variant of a status (Shoelace). */
export function statusVariant(status: number): 'primary' | 'success' | 'danger' | 'warning' | 'neutral' {
  switch (status) {
    case 1: return 'primary';
    case 2: return 'success';
    case 3: return 'danger';
    case 4: return 'warning';
    default: return 'neutral';
  }
}

/** Tag variant of an urgency. */
export const urgencyVariant = (urgency: number): 'neutral' | 'warning' | 'danger' => (urgency === 3 ? 'danger' : urgency === 2 ? 'warning' : 'neutral');

/** Flow categories: JNPF keeps them in the dictionary WorkFlowCategory; these are the codes the seed uses. */
export const FLOW_CATEGORY_DICTIONARY = 'WorkFlowCategory';
