import type { Messages } from './zh';

export const en: Messages = {
  app: {
    title: 'Electromechanical Company Project Management System',
    loading: 'Loading…',
  },
  common: {
    confirm: 'OK',
    cancel: 'Cancel',
    tip: 'Notice',
  },
  request: {
    defaultError: 'Request error, please retry',
  },
  session: {
    noMenuPermission: 'You have no menu permission',
    verifyFailed: 'Verification failed, please sign in again.',
    insufficient: 'Insufficient permissions, please contact the administrator',
    ended: 'Your session has ended, please sign in again',
    signInAgain: 'Sign in again',
  },
  language: {
    switch: 'Change language',
    zh: '简体中文',
    zhtw: '繁體中文',
    en: 'English',
  },
  login: {
    heading: 'Sign in',
    methods: 'Sign-in method',
    accountTab: 'Account',
    mobileTab: 'Verification code',
    account: 'Account',
    accountHint: 'Sub-account: mobile number@account',
    password: 'Password',
    mobile: 'Mobile number',
    verCode: 'Verification code',
    getCode: 'Get code',
    resendIn: 'Resend in {{seconds}} s',
    codeSent: 'Verification code sent',
    submit: 'Sign in',
    lastLogin: 'Last sign-in: {{time}}, place: {{place}}, IP: {{ip}}',
    unknownPlace: 'unknown',
  },
  validation: {
    accountRequired: 'Please enter the account',
    passwordRequired: 'Please enter the password',
    mobileRequired: 'Please enter the mobile number',
    mobileInvalid: 'Please enter a correct mobile number',
    verCodeRequired: 'Please enter the verification code',
  },
  home: {
    welcome: 'Welcome, {{name}}',
    menus: 'Menu',
    noMenus: 'No data',
  },
};
