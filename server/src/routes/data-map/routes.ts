import type { FastifyInstance } from 'fastify';
import { NAME_MAX } from '@atrium/rules';
import { newId } from '../../db/ids';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { emptyEnvelope, envelope, idParams, int, nullableInt, objectOf, str } from '../common-schemas';
import { enabledMark, requiredText, sortCode } from '../field-rules';
import { pageWindow, pagedQuerystring, paginationSchema, type PagingQuery } from '../paging';
import { MAP_DATA_MAX_BYTES, checkGeoJson } from './geojson';
import {
  deleteDataMap, findByCode, findDataMap, insertDataMap, listDataMaps, setDataMapState, updateDataMap, type DataMapSummary,
} from './repository';

export const MAP_CODE_MAX = 50;
const MAP_CODE = /^[A-Za-z0-9_-]+$/;

interface MapBody {
  fullName?: string | null;
  enCode?: string | null;
  /** The GeoJSON document as text; on update, absent or '' keeps the stored one. */
  data?: string | null;
  sortCode?: number | null;
  enabledMark?: number | null;
}

const summaryFields = {
  id: str, fullName: str, enCode: str, dataSize: int, featureCount: int, sortCode: int, enabledMark: int, creatorTime: int, lastModifyTime: nullableInt,
};
const summary = objectOf(summaryFields);

const body = {
  type: 'object',
  properties: {
    fullName: { type: ['string', 'null'] },
    enCode: { type: ['string', 'null'] },
    // The limit is in bytes (checkGeoJson says it in words); characters are never more than bytes.
    data: { type: ['string', 'null'], maxLength: MAP_DATA_MAX_BYTES * 2 },
    sortCode: { type: ['integer', 'null'] },
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
  },
};
/** Room for a 5 MB document as a JSON string with escapes, and the other fields. */
const BODY_LIMIT = MAP_DATA_MAX_BYTES * 2 + 64 * 1024;

const view = (map: DataMapSummary) => ({
  id: map.id, fullName: map.fullName, enCode: map.enCode, dataSize: map.dataSize, featureCount: map.featureCount,
  sortCode: map.sortCode, enabledMark: map.enabledMark, creatorTime: map.creatorTime, lastModifyTime: map.lastModifyTime,
});

function cleanCode(value: string | null | undefined): string {
  const code = (value ?? '').trim();
  if (code === '') throw badRequest('mapCodeRequired');
  if (code.length > MAP_CODE_MAX || !MAP_CODE.test(code)) throw badRequest('mapCodeInvalid', { max: MAP_CODE_MAX });
  return code;
}

/** The checked document with its size and feature count; a clear 400 for anything that is not GeoJSON. */
function cleanData(value: string): { data: string; dataSize: number; featureCount: number } {
  const checked = checkGeoJson(value);
  if ('problem' in checked) throw badRequest(checked.problem.key, checked.problem.params);
  return { data: value, dataSize: Buffer.byteLength(value, 'utf8'), featureCount: checked.featureCount };
}

/**
 * /api/system/DataMap (数据地图, issue 16 item 13; JNPF 3.1's /api/system/Base/DataMap under the
 * spec's prefix): GeoJSON maps per area code, checked on the way in. Administrators only.
 */
export async function dataMapRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: 'administrator' as const };
  const existing = (id: string) => {
    const map = findDataMap(app.db, id);
    if (!map) throw notFound('entityDataMap');
    return map;
  };
  const codeFree = (code: string, id: string | null) => {
    const holder = findByCode(app.db, code);
    if (holder && holder.id !== id) throw badRequest('mapCodeTaken', { code });
  };

  app.get<{ Querystring: PagingQuery }>('/', {
    schema: { querystring: pagedQuerystring(), response: envelope(objectOf({ list: { type: 'array', items: summary }, pagination: paginationSchema })) },
    config,
  }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listDataMaps(app.db, request.query.keyword?.trim() ?? '', offset, limit);
    return ok(request, { list: list.map(view), pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: { id: string } }>('/:id', {
    schema: { params: idParams, response: envelope(objectOf({ ...summaryFields, data: str })) },
    config,
  }, async (request) => {
    const map = existing(request.params.id);
    return ok(request, { ...view(map), data: map.data });
  });

  app.post<{ Body: MapBody }>('/', { schema: { body, response: envelope(objectOf({ id: str })) }, config, bodyLimit: BODY_LIMIT }, async (request) => {
    const fullName = requiredText(request.body.fullName, { field: 'fullName', required: 'mapNameRequired', tooLong: 'mapNameTooLong', max: NAME_MAX });
    const enCode = cleanCode(request.body.enCode);
    if (!request.body.data) throw badRequest('mapDataRequired');
    const data = cleanData(request.body.data);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      codeFree(enCode, null);
      insertDataMap(app.db, id, { fullName, enCode, ...data, sortCode: sortCode(request.body.sortCode), enabledMark: enabledMark(request.body.enabledMark) }, sessionOf(request).userId, now);
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: { id: string }; Body: MapBody }>('/:id', { schema: { params: idParams, body, response: emptyEnvelope }, config, bodyLimit: BODY_LIMIT }, async (request) => {
    const fullName = requiredText(request.body.fullName, { field: 'fullName', required: 'mapNameRequired', tooLong: 'mapNameTooLong', max: NAME_MAX });
    const enCode = cleanCode(request.body.enCode);
    const data = request.body.data ? cleanData(request.body.data) : {};
    app.db.transaction(() => {
      existing(request.params.id);
      codeFree(enCode, request.params.id);
      updateDataMap(app.db, request.params.id, {
        fullName, enCode, ...data, sortCode: sortCode(request.body.sortCode), enabledMark: enabledMark(request.body.enabledMark),
      }, sessionOf(request).userId, app.clock());
    })();
    return ok(request, null, 'updated');
  });

  app.put<{ Params: { id: string } }>('/:id/Actions/State', { schema: { params: idParams, response: emptyEnvelope }, config }, async (request) => {
    app.db.transaction(() => {
      const map = existing(request.params.id);
      setDataMapState(app.db, map.id, map.enabledMark === 1 ? 0 : 1, sessionOf(request).userId, app.clock());
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: { id: string } }>('/:id', { schema: { params: idParams, response: emptyEnvelope }, config }, async (request) => {
    app.db.transaction(() => {
      existing(request.params.id);
      deleteDataMap(app.db, request.params.id);
    })();
    return ok(request, null, 'deleted');
  });
}
