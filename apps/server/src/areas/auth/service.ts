/**
 * The accounts' service, one module per part: the user as the API shows it (account), errors,
 * users, sessions, mailed one-time tokens, login, signup and verification, passwords, two-factor,
 * customer numbers and the users' administration.
 */
export * from './account';
export * from './errors';
export * from './users';
export * from './sessions';
export * from './tokens';
export * from './login';
export * from './signup';
export * from './passwords';
export * from './two-factor';
export * from './customer-numbers';
export * from './users-admin';
