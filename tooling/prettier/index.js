/** Shared prettier settings for the whole workspace. */
export default {
  singleQuote: true,
  printWidth: 110,
  trailingComma: 'all',
};
