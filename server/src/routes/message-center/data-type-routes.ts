import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n/messages';
import { ok } from '../../plugins/envelope';
import { notFound } from '../../plugins/errors';
import { DATA_TYPES } from './channels';
import { dataTypeSchema } from './schemas';

/**
 * /api/message/MessageDataType/getTypeList/{id}: the choice lists of the message-centre forms,
 * named in the caller's language. 1 message types (channels), 2 message sources, 3 webhook
 * types, 4 SMS vendors. Any signed-in user may read them: they are labels, not data.
 */
export async function dataTypeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/getTypeList/:id', { schema: dataTypeSchema }, async (request) => {
    const list = DATA_TYPES[request.params.id];
    if (!list) throw notFound('entityMsgDataType');
    return ok(request, list.map((item) => ({ id: String(item.enCode), enCode: item.enCode, fullName: translate(request.lang, item.name) })));
  });
}
