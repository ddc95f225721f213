import { lazy } from 'react';

// The job-form tabs of a field stage, each loaded when its tab is opened, as a chunk of its own.
export const JsaArea = /* @__PURE__ */ lazy(() => import('./jsa/JsaArea.tsx'));
export const EquipmentArea = /* @__PURE__ */ lazy(() => import('./equipment/EquipmentArea.tsx'));
export const FieldTicketArea = /* @__PURE__ */ lazy(() => import('./field-tickets/FieldTicketArea.tsx'));

// What the field forms need without a signal, fetched ahead (app/fetch-ahead.ts).
export { formCataloguesAhead, jobFormsAhead } from './forms.ahead.ts';
