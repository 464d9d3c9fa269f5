export { default } from '@gartenwerk/eslint-config/react';
