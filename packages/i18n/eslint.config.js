export { default } from '@gartenwerk/eslint-config/base';
