export * from './paths';
export * from './codes';
export * from './envelope';
export * from './oauth';
export * from './service';
