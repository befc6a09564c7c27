export * from './organization';
export * from './user';
export * from './menu';
export * from './grant';
export * from './auth';
export * from './file';
export * from './data-scheme';
export * from './data-version';
