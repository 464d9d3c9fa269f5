export * from './fields';
export * from './decimal';
export * from './validate';
export * from './useEntityEditor';
export * from './EntityForm';
export * from './EditScreen';
export * from './Checklist';
export * from './MediaField';
