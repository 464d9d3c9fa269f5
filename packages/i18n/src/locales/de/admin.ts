/** German texts of the `admin` namespace. */
export const admin = {
  files: {
    title: 'Files',
    upload: 'Hochladen',
    startAllUploads: 'Alle hochladen',
    wrongFileType: 'Falscher Dateityp',
    resolutionTooSmall:
      'Auflösung zu klein ( aktuell: {{width}}x{{height}} benötigt mindestens: {{minWidth}}x{{minHeight}})',
  },
} as const;
