export * from './button';
export * from './text-input';
export * from './progress-bar';
export * from './toast';
export * from './paginator';
export * from './confirm-dialog';
