import { isPhoneLogin, isSmsCode } from './phoneInput';

it('accepts a mainland mobile number, alone or as phone@account', () => {
  expect(isPhoneLogin('13900000001')).toBe(true);
  expect(isPhoneLogin(' 13900000002@wangwu ')).toBe(true);
  expect(isPhoneLogin('12900000001')).toBe(false);
  expect(isPhoneLogin('1390000000')).toBe(false);
  expect(isPhoneLogin('13900000002@')).toBe(false);
  expect(isPhoneLogin('13900000002@a@b')).toBe(false);
  expect(isPhoneLogin('wangwu')).toBe(false);
});

it('wants a 6-digit code', () => {
  expect(isSmsCode('012345')).toBe(true);
  expect(isSmsCode('12345')).toBe(false);
  expect(isSmsCode('12345a')).toBe(false);
});
