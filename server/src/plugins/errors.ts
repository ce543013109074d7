import { translate, type Lang, type MessageKey, type MessageParams } from '../i18n/messages';

/** An expected failure: becomes `{code, msg}` in the envelope, with msg localised at send time. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** Parameters that are themselves messages (an entity name), translated with the rest. */
    readonly messageParams: Partial<Record<string, MessageKey>> = {},
    /** The envelope's `data` for this refusal (e.g. the sign-in's `{needCode}`); null for most. */
    readonly data: unknown = null,
  ) {
    super(`atrium-server: ${key}`);
    this.name = 'ApiError';
  }

  localise(lang: Lang): string {
    const nested: MessageParams = {};
    for (const [name, key] of Object.entries(this.messageParams)) if (key) nested[name] = translate(lang, key);
    return translate(lang, this.key, { ...this.params, ...nested });
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams): ApiError => new ApiError(400, key, params);
export const notFound = (entity: MessageKey): ApiError => new ApiError(404, 'recordNotFound', {}, { entity });
