/**
 * The file library's service, one module per part: the file as the API shows it (file-doc),
 * uploads, image variants, queries, edits (rename, retag, crop, rotate, delete) and downloads.
 */
export * from './file-doc';
export * from './upload';
export * from './variants';
export * from './queries';
export * from './edits';
export * from './download';
