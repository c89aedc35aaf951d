export * from './contract';
export * from './operations';
export * from './actions';
