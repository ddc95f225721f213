import type { JsaFieldsInput } from '@fieldbook/contract';

type RiskManagement = JsaFieldsInput['riskManagements'][number];

/**
 * A JSA as a supervisor fills it in on a site, with one risk management row (which product, action
 * and risks depends on what the test's job holds; null for none); `over` replaces any field.
 */
export const jsaFields = (
  riskManagement: RiskManagement | null,
  over: Partial<JsaFieldsInput> = {},
): JsaFieldsInput => ({
  date: '2026-11-24T14:30:00.000Z',
  supervisor: 'Dale Whitaker',
  supervisorContact: '(432) 555-0142',
  cprCertifiedEmployee: 'Rosa Jimenez',
  nameOfNearestHospital: 'Midland Memorial Hospital',
  nearestHospitalAddress: '400 Rosalind Redfern Grover Pkwy, Midland, TX',
  emergencyAddress: 'Hawkins 14-22 Pad, CR 1250, Midland, TX',
  checkBoxCategories: [
    {
      category: 'Personal Protective Equipment',
      boxes: [
        { jsaItemName: 'Hard Hat', checked: true, otherText: '' },
        { jsaItemName: 'Other', checked: true, otherText: 'Face shield for grinding' },
      ],
    },
  ],
  emergency: [{ emergencyTypeID: 1, emergencyTypeLocation: 'NE gate' }],
  riskManagements: riskManagement ? [riskManagement] : [],
  ...over,
});
