import type { TranslationShape } from '../shape';

/** English texts of the `admin` namespace. */
export const admin: TranslationShape['admin'] = {
  files: {
    title: 'Files',
    upload: 'Upload',
    startAllUploads: 'Upload all',
    wrongFileType: 'Wrong file type',
    resolutionTooSmall:
      'Resolution too small (current: {{width}}x{{height}}, needs at least: {{minWidth}}x{{minHeight}})',
  },
};
