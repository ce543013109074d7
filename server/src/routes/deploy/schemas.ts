import { envelope, int, nullableInt, nullableStr, objectOf, str } from '../common-schemas';
import { pagedQuerystring, paginationSchema } from '../paging';

const moduleName = { type: 'string', minLength: 1, maxLength: 214 } as const;
const url = { type: 'string', minLength: 1, maxLength: 2048 } as const;
const change = objectOf({ module: str, from: nullableStr, to: nullableStr });

export const modulesSchema = {
  response: envelope(objectOf({
    version: int,
    list: {
      type: 'array',
      items: objectOf({
        module: str, url: str, size: nullableInt, integrity: nullableStr, deployedAt: int, author: str,
        kind: { type: 'string', enum: ['shared', 'mf', 'root'] },
      }),
    },
  })),
};

export const historySchema = {
  querystring: pagedQuerystring({ properties: { module: moduleName } }),
  response: envelope(objectOf({
    list: {
      type: 'array',
      items: objectOf({ version: int, createdAt: int, author: str, source: str, changes: { type: 'array', items: change }, note: nullableStr }),
    },
    pagination: paginationSchema,
  })),
};

export const statusSchema = {
  response: envelope(objectOf({
    version: int,
    last: {
      anyOf: [
        { type: 'null' },
        objectOf({ at: int, author: str, source: str, module: nullableStr, url: nullableStr, outcome: str, check: nullableStr, message: str }),
      ],
    },
  })),
};

const versionResult = envelope(objectOf({ version: int }));

export const deploySchema = {
  body: objectOf({ module: moduleName, url, integrity: { type: ['string', 'null'], maxLength: 1024 } }, ['module', 'url']),
  response: versionResult,
};

export const rollbackSchema = {
  // No version: the one before the current.
  body: { anyOf: [{ type: 'null' }, objectOf({ version: { type: ['integer', 'null'], minimum: 1 } }, [])] },
  response: versionResult,
};
