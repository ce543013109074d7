import type { ShellMessages } from './zh';

const en: ShellMessages = {
  login: {
    title: 'Sign in with account',
    account: 'Account',
    password: 'Password',
    accountPlaceholder: 'Enter your account',
    passwordPlaceholder: 'Enter your password',
    accountRequired: 'Please enter your account',
    passwordRequired: 'Please enter your password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    subAccountHint: 'Sub-account format: phone@account',
  },
  layout: {
    toggleSidebar: 'Toggle menu',
    home: 'Home',
    logout: 'Sign out',
    logoutConfirm: 'Are you sure you want to sign out?',
    lockScreen: 'Lock screen',
    profile: 'Profile',
    menu: 'Menu',
    emptyMenu: 'Your permissions are insufficient, contact the administrator',
  },
  content: {
    loading: 'Loading…',
    pageUnavailable: 'Page not available yet',
    pageUnavailableDetail: 'Module {{module}} does not provide page {{page}} yet.',
    noModule: 'No module serves page {{page}}.',
    moduleFailed: 'Module {{module}} failed to load',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome back, {{name}}',
    users: 'Users',
    organizations: 'Organizations',
    departments: 'Departments',
    roles: 'Roles',
    positions: 'Positions',
    online: 'Online users',
    dictionaries: 'Dictionaries',
    menus: 'Menus',
    lastLogins: 'Recent sign-ins',
    time: 'Time',
    ip: 'IP address',
    noLogins: 'No data',
  },
  notFound: {
    title: '404',
    message: 'Sorry, the page you visited does not exist',
    back: 'Back to home',
  },
  externalLink: {
    open: 'Open in a new window',
  },
  lock: {
    title: 'Screen locked',
    password: 'Enter your password to unlock',
    unlock: 'Unlock',
    switchAccount: 'Sign in again',
  },
};

export default en;
