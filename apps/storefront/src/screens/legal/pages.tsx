// The legal area's chunk: the screens its routes load on demand.
export { WithdrawalPage } from './WithdrawalPage';
