import { lazy } from 'react';

// The survey forms tab of a field stage, a chunk of its own loaded when the tab is opened.
export const SurveyArea = /* @__PURE__ */ lazy(() => import('./SurveyArea.tsx'));
