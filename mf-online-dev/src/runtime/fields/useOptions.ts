import { useEffect, useState } from 'react';
import { getDictionaries, type DictionaryItem } from '@atrium/shared';
import { kindOf } from '../../model/kinds';
import type { Field, FieldOption } from '../../model/types';

const warned = new Set<string>();

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
 * dictionary cache (the type by id or code; values by id, or by code when props.value says so).
 * Data-interface options are not available in this client yet: none, and one warning.
 */
export function useOptions(field: Field): FieldOption[] {
  const source = optionSource(field);
  const dictionary = field.__config__.dictionaryType ?? '';
  const byCode = field.props?.value === 'enCode';
  const [loaded, setLoaded] = useState<FieldOption[]>([]);
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
  if (source === 'dynamic') {
    const key = `${field.__vModel__}:${field.__config__.propsUrl}`;
    if (!warned.has(key)) {
      warned.add(key);
      console.warn(`@atrium/mf-online-dev: ${field.__vModel__} takes its options from a data interface, which this page cannot call yet; it offers none.`);
    }
    return [];
  }
  return source === 'dictionary' ? loaded : (field.options ?? []);
}
