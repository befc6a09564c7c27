import type { Messages } from './zh';

export const en: Messages = {
  app: {
    title: 'Electromechanical Company Project Management System',
    shortTitle: 'EMC Projects',
    loading: 'Loading…',
  },
  common: {
    confirm: 'OK',
    cancel: 'Cancel',
    tip: 'Notice',
  },
  request: {
    defaultError: 'Request error, please retry',
    withTrace: '{{msg}} (trace id: {{traceId}})',
  },
  session: {
    noMenuPermission: 'You have no menu permission',
    verifyFailed: 'Verification failed, please sign in again.',
    insufficient: 'Insufficient permissions, please contact the administrator',
    ended: 'Your session has ended, please sign in again',
    signInAgain: 'Sign in again',
    loadFailed: 'Could not load your account, check the connection and try again',
    retry: 'Try again',
    signedOut: 'You have signed out',
  },
  language: {
    switch: 'Change language',
    zh: '简体中文',
    zhtw: '繁體中文',
    en: 'English',
  },
  login: {
    lastLogin: 'Last sign-in: {{time}}, place: {{place}}, IP: {{ip}}',
    unknownPlace: 'unknown',
  },
};
