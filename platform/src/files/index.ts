export * from './file-store.port';
export * from './local/local-file-store';
export * from './private-files';
