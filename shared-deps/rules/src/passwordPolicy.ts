/**
 * The password policy of the system configuration (spec sections 3 and 5), shared by the
 * change-password dialog and the server, which applies it again to the decrypted password.
 */

/** The seven switches of the system configuration; JNPF stores them as 0/1 (numbers, strings or booleans). */
export interface PasswordPolicy {
  passwordStrengthLimit?: unknown;
  passwordLengthMin?: unknown;
  passwordLengthMinNumber?: unknown;
  containsNumbers?: unknown;
  includeLowercaseLetters?: unknown;
  includeUppercaseLetters?: unknown;
  containsCharacters?: unknown;
}

/**
 * Longest password in code points, whatever the policy: the server receives it encrypted with
 * RSA-OAEP (3072-bit, SHA-256), which holds 318 bytes, and 64 four-byte characters are 256.
 */
export const PASSWORD_MAX = 64;

export type PasswordBreach =
  | { rule: 'required' }
  | { rule: 'tooLong'; max: number }
  | { rule: 'tooShort'; min: number }
  | { rule: 'needsDigit' }
  | { rule: 'needsLower' }
  | { rule: 'needsUpper' }
  | { rule: 'needsSymbol' };

const on = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** The first rule the new password breaks, in the spec's order, or null when it is acceptable. */
export function passwordBreach(password: string, policy: PasswordPolicy | null | undefined): PasswordBreach | null {
  if (password === '') return { rule: 'required' };
  const length = [...password].length;
  if (length > PASSWORD_MAX) return { rule: 'tooLong', max: PASSWORD_MAX };
  if (!policy || !on(policy.passwordStrengthLimit)) return null;
  const min = Number(policy.passwordLengthMinNumber ?? 0);
  if (on(policy.passwordLengthMin) && Number.isFinite(min) && min > 0 && length < min) return { rule: 'tooShort', min };
  if (on(policy.containsNumbers) && !/\d/.test(password)) return { rule: 'needsDigit' };
  if (on(policy.includeLowercaseLetters) && !/[a-z]/.test(password)) return { rule: 'needsLower' };
  if (on(policy.includeUppercaseLetters) && !/[A-Z]/.test(password)) return { rule: 'needsUpper' };
  if (on(policy.containsCharacters) && !/[^A-Za-z0-9]/.test(password)) return { rule: 'needsSymbol' };
  return null;
}
