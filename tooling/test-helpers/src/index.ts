export * from './postgres';
export * from './browser';
export * from './process';
export * from './smtp';
export * from './stripe';
export * from './graph';
