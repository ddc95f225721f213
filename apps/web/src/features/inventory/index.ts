import { lazy } from 'react';

// The inventory tab of a field stage, a chunk of its own loaded when the tab is opened.
export const JobStageInventory = /* @__PURE__ */ lazy(() => import('./JobStageInventory.tsx'));
