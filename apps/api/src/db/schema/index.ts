export * from './accounts';
export * from './sessions';
