export * from './button';
export * from './text-input';
export * from './progress-bar';
export * from './toast';
export * from './password-strength-input';
export * from './logout-button';
export * from './paginator';
export * from './confirm-dialog';
