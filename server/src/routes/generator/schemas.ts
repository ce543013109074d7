import { envelope, idParams, nullableInt, objectOf, str } from '../common-schemas';

const body = {
  type: ['object', 'null'],
  properties: { module: { type: 'string', maxLength: 50 } },
} as const;

const file = objectOf({ folderName: str, fileName: str, fileContent: str });

export const generatorSchemas = {
  areas: { response: envelope({ type: 'array', items: str }) },
  preview: {
    params: idParams,
    body,
    response: envelope(objectOf({
      source: { type: 'string', enum: ['released', 'draft'] },
      version: nullableInt,
      folder: str,
      list: { type: 'array', items: file },
    })),
  },
  download: { params: idParams, body },
};
