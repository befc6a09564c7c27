import { LOG_CATEGORY } from '@mepm/contract/paths';

/** The page's tabs, in order, with the category number each one lists. */
export const LOG_TABS = ['signIn', 'operation', 'error'] as const;
export type LogTabName = (typeof LOG_TABS)[number];

export const categoryOf = (tab: LogTabName) => LOG_CATEGORY[tab];
