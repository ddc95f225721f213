export type { TabbedArea } from './AreaWithTabs.tsx';
