// Picker values (spec section 3 "User option"): small and eager, so forms can read a value without the pickers chunk.
import type { PickerNode } from './api';

/** The value of an item in multiple mode: users as their id, anything else as `id--type`. */
export function itemValue(node: Pick<PickerNode, 'id' | 'type'>): string {
  return !node.type || node.type === 'user' ? node.id : `${node.id}--${node.type}`;
}

/** Splits a value back into id and type (users have no suffix). */
export function parseItemValue(value: string): { id: string; type: string } {
  const at = value.lastIndexOf('--');
  return at > 0 ? { id: value.slice(0, at), type: value.slice(at + 2) } : { id: value, type: 'user' };
}
