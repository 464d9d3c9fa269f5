// The start area's chunk: the screens its routes load on demand.
export { StartPage } from './StartPage';
