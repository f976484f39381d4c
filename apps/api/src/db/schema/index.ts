export * from './accounts';
export * from './images';
export * from './places';
export * from './push-subscriptions';
export * from './sessions';
