import { JSA_TIME_STEP_MINUTES, type Jsa, type JsaFieldsInput, type RiskRowInput } from '@fieldbook/contract/forms-jsa';
import type { UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import { formatClockTime, timeValue } from '../../../shared/ui/format.ts';
import type { useJsaForm } from './jsa.queries.ts';

/** The worksheet's form, as its sections take it. */
export type JsaForm = UseFormReturnType<JsaFieldsInput>;

/** What the worksheet offers: categories, emergency types, the scope's products with their actions and risks. */
export type JsaOptions = NonNullable<ReturnType<typeof useJsaForm>['data']>;

/** The editor's values: a saved JSA as the save body takes it, or an empty worksheet. */
export function valuesOf(
  saved: Jsa | undefined,
  categories: { category: string; boxes: { jsaItemName: string }[] }[],
): JsaFieldsInput {
  if (saved)
    return {
      date: saved.date,
      supervisor: saved.supervisor,
      supervisorContact: saved.supervisorContact,
      cprCertifiedEmployee: saved.cprCertifiedEmployee,
      nameOfNearestHospital: saved.nameOfNearestHospital,
      nearestHospitalAddress: saved.nearestHospitalAddress,
      emergencyAddress: saved.emergencyAddress,
      checkBoxCategories: saved.checkBoxCategories.map((c) => ({
        category: c.category,
        boxes: c.boxes.map((b) => ({ jsaItemName: b.jsaItemName, checked: b.checked, otherText: b.otherText })),
      })),
      emergency: saved.emergency.map((e) => ({
        emergencyTypeID: e.emergencyTypeID,
        emergencyTypeLocation: e.emergencyTypeLocation,
      })),
      riskManagements: saved.riskManagements.map((r) => ({
        productName: r.productName,
        scopeBuilderId: r.scopeBuilderId,
        sequenceActionId: r.actionOther ? null : r.sequenceActionId,
        actionOther: r.actionOther,
        actionTextOther: r.actionTextOther,
        productRisks: r.productRisks.flatMap((p) =>
          p.potentialRiskId ? [{ potentialRiskId: p.potentialRiskId }] : [],
        ),
        riskOther: r.riskOther,
        riskTextOther: r.riskTextOther,
        siteRisk: r.siteRisk,
        riskMitigation: r.riskMitigation,
      })),
    };
  return {
    date: nextStep().toISOString(),
    supervisor: '',
    supervisorContact: '',
    cprCertifiedEmployee: '',
    nameOfNearestHospital: '',
    nearestHospitalAddress: '',
    emergencyAddress: '',
    checkBoxCategories: categories.map((c) => ({
      category: c.category,
      boxes: c.boxes.map((b) => ({ jsaItemName: b.jsaItemName, checked: false, otherText: '' })),
    })),
    emergency: [],
    riskManagements: [],
  };
}

/** Now, rounded up to the next 15-minute step. */
function nextStep() {
  const now = dayjs().second(0).millisecond(0);
  const over = now.minute() % JSA_TIME_STEP_MINUTES;
  return over === 0 ? now : now.add(JSA_TIME_STEP_MINUTES - over, 'minute');
}

/** The times of a day in 15-minute steps: value 'HH:mm', label '2:30 PM'. */
export const TIME_OPTIONS = Array.from({ length: (24 * 60) / JSA_TIME_STEP_MINUTES }, (_, i) => {
  const t = dayjs('2000-01-01T00:00').add(i * JSA_TIME_STEP_MINUTES, 'minute');
  return { value: timeValue(t), label: formatClockTime(t.format()) };
});

/** A new risk management row for a product; copying keeps the product and resets the rest (spec §4). */
export const rowFor = (product: LooseProduct | null): RiskRowInput => ({
  productName: product?.productName ?? '',
  scopeBuilderId: typeof product?.scopeBuilderId === 'number' ? product.scopeBuilderId : null,
  sequenceActionId: null,
  actionOther: false,
  actionTextOther: '',
  productRisks: [],
  riskOther: false,
  riskTextOther: '',
  siteRisk: '',
  riskMitigation: '',
});

/** A product as a form row or an option holds it (the row's values are typed loosely, as typed in). */
type LooseProduct = { productName?: string | null; scopeBuilderId?: unknown };

export const productKey = (p: LooseProduct) =>
  `${typeof p.scopeBuilderId === 'number' ? p.scopeBuilderId : 0}|${p.productName ?? ''}`;
export const OTHER = 'other';
