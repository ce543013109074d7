import { MessageKind } from './api';

/** Filter value of the type dropdowns: 'all' or a server type (sl-select cannot hold an empty value). */
export type TypeFilter = 'all' | `${number}`;

export const typeOptions: readonly { value: TypeFilter; labelKey: string }[] = [
  { value: 'all', labelKey: 'message.typeAll' },
  { value: String(MessageKind.system) as TypeFilter, labelKey: 'message.typeSystem' },
  { value: String(MessageKind.flow) as TypeFilter, labelKey: 'message.typeFlow' },
  { value: String(MessageKind.notice) as TypeFilter, labelKey: 'message.typeNotice' },
];

export const typeOf = (filter: TypeFilter): number | null => (filter === 'all' ? null : Number(filter));

/** Label key and icon of a message type (spec: announcement, system, otherwise workflow). */
export function kindOf(type: number): { labelKey: string; icon: string } {
  if (type === MessageKind.notice) return { labelKey: 'message.typeNotice', icon: 'megaphone' };
  if (type === MessageKind.system) return { labelKey: 'message.typeSystem', icon: 'gear' };
  return { labelKey: 'message.typeFlow', icon: 'diagram-3' };
}
