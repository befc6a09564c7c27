export * from './paths';
export * from './codes';
export * from './envelope';
export * from './paging';
export * from './oauth';
export * from './current-user';
export * from './files';
export * from './service';
