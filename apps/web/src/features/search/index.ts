export { SearchEverything } from './SearchEverything.tsx';
