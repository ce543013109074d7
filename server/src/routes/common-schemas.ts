/**
 * Building blocks for route schemas. Every response is the JNPF envelope; its
 * `data` schema both documents the contract and stops fields that are not
 * listed (password hashes, internal columns) from leaking out.
 */
export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const bool = { type: 'boolean' } as const;
export const nullableStr = { type: ['string', 'null'] } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;

export function envelope(data: object): object {
  return {
    200: {
      type: 'object',
      required: ['code', 'msg', 'data'],
      properties: { code: int, msg: str, data },
    },
  };
}

/** For actions whose data is always null. */
export const emptyEnvelope = envelope({ type: 'null' });

export function objectOf(properties: Record<string, object>, required: string[] = Object.keys(properties)): object {
  return { type: 'object', required, properties };
}

export function listOf(items: object): object {
  return objectOf({ list: { type: 'array', items } });
}

export const idField = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const idParams = objectOf({ id: idField });

/** A one-time ticket's answer (socket tickets, large-screen tickets): `{ticket, expiresIn}` in seconds. */
export const ticketSchema = { response: envelope(objectOf({ ticket: str, expiresIn: int })) };
