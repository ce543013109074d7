import { useEffect, useState } from 'react';
import { getDictionaries, type DictionaryItem } from '@atrium/shared';
import { kindOf } from '../../model/kinds';
import type { Field, FieldOption } from '../../model/types';

import { interfaceOptions } from './interfaceOptions';

function fromDictionary(items: readonly DictionaryItem[], byCode: boolean): FieldOption[] {
  return items.map((item) => ({
    id: byCode && item.enCode ? item.enCode : item.id,
    fullName: item.fullName,
    ...(item.children && item.children.length > 0 ? { children: fromDictionary(item.children, byCode) } : {}),
  }));
}

/** Where a field's options come from: its own list, a dictionary, or a data interface. */
export function optionSource(field: Field): 'static' | 'dictionary' | 'dynamic' {
  if (kindOf(field) === 'dicSelect') return 'dictionary';
  return field.__config__.dataType ?? 'static';
}

/**
 * A field's options. Static ones are the field's own; dictionary ones come from the session's
 * dictionary cache (the type by id or code; values by id, or by code when props.value says so);
 * data-interface ones from the interface's rows (interfaceOptions.ts).
 */
export function useOptions(field: Field): FieldOption[] {
  const source = optionSource(field);
  const dictionary = field.__config__.dictionaryType ?? '';
  const byCode = field.props?.value === 'enCode';
  const [loaded, setLoaded] = useState<FieldOption[]>([]);
  const interfaceId = field.__config__.propsUrl ?? '';
  useEffect(() => {
    if (source !== 'dynamic' || !interfaceId) return undefined;
    let active = true;
    interfaceOptions(field).then(
      (options) => active && setLoaded(options),
      () => active && setLoaded([]),
    );
    return () => {
      active = false;
    };
    // The field object may be rebuilt on each render; what it asks for is the interface and its props.
  }, [source, interfaceId, field.props?.label, field.props?.value]);
  useEffect(() => {
    if (source !== 'dictionary' || !dictionary) return undefined;
    let active = true;
    getDictionaries().then(
      (groups) => {
        const group = groups.find((item) => item.id === dictionary || item.enCode === dictionary);
        if (active) setLoaded(fromDictionary(group?.dictionaryList ?? [], byCode));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [source, dictionary, byCode]);
  return source === 'static' ? (field.options ?? []) : loaded;
}
