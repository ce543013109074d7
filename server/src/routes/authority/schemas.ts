import { bool, envelope, emptyEnvelope, idField, idParams, objectOf, str } from '../common-schemas';

/** Limits of a saved column list: enough for any real list page, small enough to stay cheap. */
export const MAX_COLUMNS = 200;
export const MAX_PROP = 100;
export const MAX_FIELD_LIST = 40000;

const columnSchema = objectOf({ prop: str, label: str, visible: bool }, ['prop', 'visible']);

export const getColumnsSchema = {
  params: idParams,
  response: envelope(objectOf({ moduleId: str, list: { type: 'array', items: columnSchema } })),
};

export const setColumnsSchema = {
  body: objectOf({
    moduleId: idField,
    // JNPF sends the list as JSON text; its contents are checked in the route.
    fieldList: { type: 'string', maxLength: MAX_FIELD_LIST },
  }),
  response: emptyEnvelope,
};
