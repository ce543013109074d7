/**
 * New passwords (change, reset) travel encrypted to the server's public key, so the server can
 * apply the password policy to them; sign-in and unlock still send MD5 (encryptPassword). The
 * WebCrypto code loads on first use, never with the sign-in page.
 */
export async function sealPassword(plain: string): Promise<string> {
  const { sealWithServerKey } = await import(/* webpackChunkName: "password-seal" */ './passwordSealCrypto');
  return sealWithServerKey(plain);
}
