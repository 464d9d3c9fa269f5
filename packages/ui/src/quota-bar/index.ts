export { QuotaBar } from './QuotaBar';
export type { QuotaBarProps } from './QuotaBar';
