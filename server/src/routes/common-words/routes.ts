import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import type { Session } from '../../auth/sessions';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { emptyEnvelope, envelope, idParams, int, listOf, nullableInt, objectOf, str } from '../common-schemas';
import { enabledMark, requiredText, sortCode } from '../field-rules';
import { pageWindow, pagedQuerystring, paginationSchema, type PagingQuery } from '../paging';
import {
  countOwnCommonWords,
  countSystemCommonWords,
  deleteCommonWords,
  findCommonWords,
  insertCommonWords,
  listCommonWords,
  selectableCommonWords,
  updateCommonWords,
  type CommonWords,
  type CommonWordsType,
} from './repository';

/** A phrase is a sentence or two, not a document. */
export const COMMON_WORDS_TEXT_MAX = 500;
/** Per user, and for the system's list: a picker longer than this is no help. */
export const COMMON_WORDS_MAX = 200;

interface IdParams {
  id: string;
}

interface ListQuery extends PagingQuery {
  commonWordsType?: CommonWordsType;
}

interface CommonWordsBody {
  commonWordsText?: string | null;
  commonWordsType?: number | null;
  sortCode?: number | null;
  enabledMark?: number | null;
}

const rowFields = {
  id: str,
  commonWordsText: str,
  commonWordsType: int,
  sortCode: int,
  enabledMark: int,
  creatorTime: int,
  lastModifyTime: nullableInt,
};
const row = objectOf(rowFields);

const body = {
  type: 'object',
  properties: {
    commonWordsText: { type: ['string', 'null'] },
    commonWordsType: { type: ['integer', 'null'], enum: [0, 1, null] },
    sortCode: { type: ['integer', 'null'] },
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
  },
};

const view = (words: CommonWords) => ({
  id: words.id,
  commonWordsText: words.commonWordsText,
  commonWordsType: words.commonWordsType,
  sortCode: words.sortCode,
  enabledMark: words.enabledMark,
  creatorTime: words.creatorTime,
  lastModifyTime: words.lastModifyTime,
});

const cleanText = (value: string | null | undefined): string =>
  requiredText(value, { field: 'commonWordsText', required: 'commonWordsTextRequired', tooLong: 'commonWordsTextTooLong', max: COMMON_WORDS_TEXT_MAX });

/**
 * /api/system/CommonWords (常用语, issue 16 item 7; JNPF's CommonWords under the spec's system
 * prefix). commonWordsType 1: the caller's own phrases, which no one else ever sees; 0: the
 * system's, offered to everyone and kept by administrators only. Any signed-in user may use it.
 */
export async function commonWordsRoutes(app: FastifyInstance): Promise<void> {
  /** A phrase the caller may see (theirs or the system's); 404 for anything else, so others' ids reveal nothing. */
  const visible = (session: Session, id: string): CommonWords => {
    const words = findCommonWords(app.db, id);
    if (!words || (words.commonWordsType === 1 && words.userId !== session.userId)) throw notFound('entityCommonWords');
    return words;
  };
  /** …and may change: system phrases only by administrators. */
  const writable = (request: FastifyRequest, id: string): CommonWords => {
    const session = sessionOf(request);
    const words = visible(session, id);
    if (words.commonWordsType === 0 && !session.isAdministrator) throw new ApiError(403, 'commonWordsSystemAdminOnly');
    return words;
  };

  app.get<{ Querystring: ListQuery }>('/', {
    schema: {
      querystring: pagedQuerystring({ properties: { commonWordsType: { type: 'integer', enum: [0, 1] } } }),
      response: envelope(objectOf({ list: { type: 'array', items: row }, pagination: paginationSchema })),
    },
  }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listCommonWords(app.db, {
      userId: sessionOf(request).userId,
      keyword: request.query.keyword?.trim() ?? '',
      type: request.query.commonWordsType ?? null,
      offset,
      limit,
    });
    return ok(request, { list: list.map(view), pagination: { currentPage, pageSize, total } });
  });

  // The picker of message and comment inputs: enabled phrases, the caller's own first.
  app.get('/Selector', { schema: { response: envelope(listOf(row)) } }, async (request) =>
    ok(request, { list: selectableCommonWords(app.db, sessionOf(request).userId, COMMON_WORDS_MAX * 2).map(view) }));

  app.get<{ Params: IdParams }>('/:id', { schema: { params: idParams, response: envelope(row) } }, async (request) =>
    ok(request, view(visible(sessionOf(request), request.params.id))));

  app.post<{ Body: CommonWordsBody }>('/', { schema: { body, response: envelope(objectOf({ id: str })) } }, async (request) => {
    const session = sessionOf(request);
    const type: CommonWordsType = request.body.commonWordsType === 0 ? 0 : 1;
    if (type === 0 && !session.isAdministrator) throw new ApiError(403, 'commonWordsSystemAdminOnly');
    const fields = {
      commonWordsText: cleanText(request.body.commonWordsText),
      commonWordsType: type,
      sortCode: sortCode(request.body.sortCode),
      enabledMark: enabledMark(request.body.enabledMark),
    };
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const count = type === 0 ? countSystemCommonWords(app.db) : countOwnCommonWords(app.db, session.userId);
      if (count >= COMMON_WORDS_MAX) throw badRequest('commonWordsTooMany', { max: COMMON_WORDS_MAX });
      insertCommonWords(app.db, { ...fields, id, userId: type === 1 ? session.userId : null, creatorUserId: session.userId, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: CommonWordsBody }>('/:id', { schema: { params: idParams, body, response: emptyEnvelope } }, async (request) => {
    const fields = {
      commonWordsText: cleanText(request.body.commonWordsText),
      sortCode: sortCode(request.body.sortCode),
      enabledMark: enabledMark(request.body.enabledMark),
    };
    app.db.transaction(() => {
      const words = writable(request, request.params.id);
      updateCommonWords(app.db, words.id, fields, sessionOf(request).userId, app.clock());
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: { params: idParams, response: emptyEnvelope } }, async (request) => {
    app.db.transaction(() => deleteCommonWords(app.db, writable(request, request.params.id).id))();
    return ok(request, null, 'deleted');
  });
}
