import { http } from './http';

/** GET /api/oauth/PasswordPublicKey: base64 DER (SubjectPublicKeyInfo) and the algorithm. */
export interface PasswordPublicKey {
  publicKey: string;
  algorithm: string;
}

/** The only algorithm the reference server offers: RSA-OAEP with SHA-256. */
const ALGORITHM = 'RSA-OAEP-256';

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export interface SealDependencies {
  fetchKey: () => Promise<PasswordPublicKey>;
  /** Undefined outside a secure context (plain http on another host than localhost). */
  subtle: SubtleCrypto | undefined;
}

const defaults = (): SealDependencies => ({
  fetchKey: () => http.get<PasswordPublicKey>('/api/oauth/PasswordPublicKey'),
  subtle: globalThis.crypto?.subtle,
});

/**
 * The UTF-8 password encrypted with RSA-OAEP (SHA-256) to the server's current key, base64.
 * Rejects with a plain Error when the browser cannot encrypt (no WebCrypto: the page is not served
 * over HTTPS) or the server offers another algorithm; the key request's ApiError passes through.
 */
export async function sealWithServerKey(plain: string, deps: SealDependencies = defaults()): Promise<string> {
  const { subtle } = deps;
  if (!subtle) throw new Error('atrium-shared: WebCrypto is unavailable (the page is not a secure context), so the password cannot be encrypted');
  const { publicKey, algorithm } = await deps.fetchKey();
  if (algorithm !== ALGORITHM) throw new Error(`atrium-shared: the server's password key uses ${algorithm}, not ${ALGORITHM}`);
  const key = await subtle.importKey('spki', fromBase64(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const sealed = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return toBase64(new Uint8Array(sealed));
}
