/** 'phone' or the sub-account form 'phone@account' (spec section 2); the phone part is a mainland mobile number. */
const PHONE_LOGIN = /^1[3-9]\d{9}(@[^@\s]+)?$/;

export function isPhoneLogin(value: string): boolean {
  return PHONE_LOGIN.test(value.trim());
}

export function isSmsCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}
