import SparkMD5 from 'spark-md5';

/**
 * The form in which JNPF expects passwords on the wire (login, unlock, change and
 * reset password): the lower-case hex MD5 digest of the UTF-8 text.
 */
export function encryptPassword(plain: string): string {
  return SparkMD5.hash(plain);
}
