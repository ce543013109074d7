import type { SignInMessages } from './zh';

const en: SignInMessages = {
  login: {
    title: 'Sign in with account',
    account: 'Account',
    password: 'Password',
    accountPlaceholder: 'Enter your account',
    passwordPlaceholder: 'Enter your password',
    code: 'Code',
    codePlaceholder: 'Enter the code in the picture',
    codeRequired: 'Please enter the verification code',
    newCode: 'New picture',
    accountRequired: 'Please enter your account',
    passwordRequired: 'Please enter your password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    subAccountHint: 'Sub-account format: phone@account',
  },
  tabs: {
    label: 'Ways to sign in',
    password: 'Account',
    phone: 'Phone code',
    qr: 'Scan QR',
    sso: 'Enterprise chat sign-in',
    loading: 'Loading…',
    language: 'Language',
  },
  lock: {
    title: 'Screen locked',
    password: 'Enter your password to unlock',
    unlock: 'Unlock',
    switchAccount: 'Sign in again',
  },
};

export default en;
