export * from './fields';
export * from './schemaForm';
export {
  parseDecimal,
  formatDecimal,
  type DecimalProblem,
  type DecimalResult,
  type DecimalRules,
} from '@gartenwerk/domain';
export * from './validate';
export * from './useEntityEditor';
export * from './EntityForm';
export * from './EditScreen';
export * from './Checklist';
export * from './MediaField';
export * from './FormDialog';
export * from './FormActions';
export * from './Chart';
