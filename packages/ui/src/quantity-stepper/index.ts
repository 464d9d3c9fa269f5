export { QuantityStepper, DEFAULT_QUANTITY_MESSAGES } from './QuantityStepper';
export type { QuantityMessages, QuantityStepperProps } from './QuantityStepper';
export { parseQuantity } from './quantity';
export type { QuantityError } from './quantity';
