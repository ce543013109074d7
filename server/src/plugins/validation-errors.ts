import type { FastifySchemaValidationError } from 'fastify';
import { translate, type Lang } from '../i18n/messages';

function fieldName(error: FastifySchemaValidationError, context: string): string {
  const params = error.params;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child = typeof params.missingProperty === 'string' ? params.missingProperty
    : typeof params.additionalProperty === 'string' ? params.additionalProperty
      : '';
  const joined = [path, child].filter((part) => part !== '').join('.');
  return joined === '' ? context : joined;
}

/** Turns the first schema violation into one clear, localised sentence naming the field. */
export function formatValidationError(
  errors: readonly FastifySchemaValidationError[],
  context: string,
  lang: Lang,
): string {
  const error = errors[0];
  if (!error) return translate(lang, 'fieldInvalid', { field: context });
  const field = fieldName(error, context);
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return translate(lang, 'fieldRequired', { field });
    case 'type': {
      // "null" is an allowed value, not a type worth asking for.
      const types = String(params.type).split(',').filter((type) => type !== 'null');
      return translate(lang, 'fieldType', { field, type: types.join('/') });
    }
    case 'maxLength':
      return translate(lang, 'fieldTooLong', { field, max: String(params.limit) });
    case 'minLength':
      return Number(params.limit) <= 1
        ? translate(lang, 'fieldRequired', { field })
        : translate(lang, 'fieldTooShort', { field, min: String(params.limit) });
    case 'minimum':
      return translate(lang, 'fieldMinimum', { field, min: String(params.limit) });
    case 'maximum':
      return translate(lang, 'fieldMaximum', { field, max: String(params.limit) });
    case 'enum': {
      const allowed: unknown[] = Array.isArray(params.allowedValues) ? params.allowedValues.filter((value) => value !== null) : [];
      // A list with no sortable columns still accepts sidx='' (its own order), and nothing else.
      if (allowed.length === 1 && allowed[0] === '') return translate(lang, 'fieldMustBeEmpty', { field });
      const values = allowed.map((value) => (value === '' ? '""' : String(value))).join(', ');
      return translate(lang, 'fieldEnum', { field, values });
    }
    case 'pattern':
      return translate(lang, 'fieldPattern', { field });
    case 'additionalProperties':
      return translate(lang, 'fieldUnknown', { field });
    default:
      return translate(lang, 'fieldInvalid', { field });
  }
}
