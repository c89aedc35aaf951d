export * from './states';
export * from './machine';
export * from './serial';
export * from './sellerStatus';
export * from './actDate';
