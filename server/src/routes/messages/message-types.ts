/** Message types of the JNPF server. */
export const MessageType = { notice: 1, flow: 2, system: 3 } as const;
