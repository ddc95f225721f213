import { lazy } from 'react';

// The survey forms tab of a field stage, a chunk of its own loaded when the tab is opened.
export const SurveyArea = /* @__PURE__ */ lazy(() => import('./SurveyArea.tsx'));

// What the survey forms need without a signal, fetched ahead (app/fetch-ahead.ts).
export { jobSurveysAhead, surveyCataloguesAhead } from './surveys.ahead.ts';
