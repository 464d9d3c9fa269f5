export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { useModal } from './useModal';
