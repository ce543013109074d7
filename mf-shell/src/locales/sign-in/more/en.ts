import type { MoreSignInMessages } from './zh';

const en: MoreSignInMessages = {
  phone: {
    phone: 'Mobile number',
    phonePlaceholder: 'Enter your mobile number',
    phoneRequired: 'Please enter your mobile number',
    phoneFormat: 'Please enter your mobile number correctly',
    code: 'Text message code',
    codePlaceholder: 'Enter the 6-digit code',
    codeRequired: 'Please enter the verification code',
    codeFormat: 'The code has 6 digits',
    getCode: 'Get code',
    resend: 'Again in {{seconds}} s',
  },
  qr: {
    alt: 'Sign-in QR code',
    scan: 'Scan the QR code with the app to sign in',
    loading: 'Making the QR code…',
    expired: 'The QR code has expired',
    cancelled: 'Sign-in was cancelled',
    failed: 'Could not get a QR code',
    refresh: 'New QR code',
    confirmed: 'Confirmed, signing in…',
  },
  sso: {
    redirecting: 'Going to enterprise chat…',
    signingIn: 'Signing in…',
    stateMismatch: 'The sign-in request has expired; please sign in again',
  },
};

export default en;
