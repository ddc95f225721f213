import type { BodyOf } from '@fieldbook/contract/endpoint';
import { type Jsa, type JsaSignature, type jsaFields, saveJsa, signJsa } from '@fieldbook/contract/forms-jsa';
import { messages } from '@fieldbook/contract/messages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useJobProfile } from '../../../entities/job/index.ts';
import { newDeviceId, outboxMutation, queueWrite, recordOf } from '../../../shared/offline/outbox/index.ts';
import { useSelf } from '../../../shared/session/session.queries.ts';
import { formatDateTime } from '../../../shared/ui/format.ts';
import type { JsaOptions } from './jsa-values.ts';

// The JSA's save and its sign-in signatures go through the device's outbox: sent at once online,
// kept and shown as waiting offline. A JSA made offline has a device id until its create is sent.

export const jsaRecord = (id: number) => recordOf('jsa', id);
const oneKey = (jobId: number, id: number) => ['jsa', jobId, 'one', id];

type Body = BodyOf<typeof saveJsa>;
/** The worksheet's values as the editor's schema gives them, and the stage. */
export type JsaValues = z.output<typeof jsaFields> & { stepId: number | null };

function useJobRef(jobId: number) {
  const profile = useJobProfile(jobId).data;
  return { id: jobId, name: profile?.jobInfo.jobName ?? String(jobId) };
}

/** The worksheet as the device now knows it, after a save that waits: the values with the option lists' names. */
function jsaOnDevice(
  saved: Jsa | undefined,
  id: number,
  jobId: number,
  v: JsaValues,
  options: JsaOptions,
  by: string,
): Jsa {
  const actions = options.products.flatMap((p) => p.actions);
  return {
    jsaId: id,
    date: v.date ?? '',
    jobId,
    stepId: v.stepId,
    supervisor: v.supervisor ?? '',
    supervisorContact: v.supervisorContact ?? '',
    cprCertifiedEmployee: v.cprCertifiedEmployee ?? '',
    nameOfNearestHospital: v.nameOfNearestHospital ?? '',
    nearestHospitalAddress: v.nearestHospitalAddress ?? '',
    emergencyAddress: v.emergencyAddress ?? '',
    createdBy: saved?.createdBy ?? by,
    version: saved?.version ?? 1,
    checkBoxCategories: v.checkBoxCategories.map((c) => ({
      category: c.category,
      boxes: c.boxes.map((b) => ({
        jsaItemName: b.jsaItemName,
        checked: b.checked,
        other: b.other ?? false,
        otherText: b.otherText ?? '',
      })),
    })),
    emergency: v.emergency.map((e) => {
      const type = options.emergencyTypes.find((t) => t.jsaEmergencyID === e.emergencyTypeID);
      return {
        emergencyTypeID: e.emergencyTypeID,
        emergencyName: type?.emergencyName ?? '',
        iconUrl: type?.iconUrl ?? '',
        emergencyTypeLocation: e.emergencyTypeLocation,
      };
    }),
    riskManagements: v.riskManagements.map((r, i) => {
      const action = actions.find((a) => a.sequenceActionId === r.sequenceActionId);
      return {
        jsaRiskManagementId: -(i + 1),
        productName: r.productName ?? '',
        scopeBuilderId: r.scopeBuilderId,
        productActionId: action?.productActionId ?? null,
        action: action?.action ?? '',
        sequenceActionId: r.sequenceActionId,
        actionOther: r.actionOther,
        actionTextOther: r.actionTextOther ?? '',
        productRisks: r.productRisks.map((p) => ({
          productRiskId: 0,
          potentialRiskId: p.potentialRiskId,
          risk: action?.risks.find((k) => k.potentialRiskId === p.potentialRiskId)?.risk ?? '',
          jsaRiskManagementId: 0,
        })),
        riskOther: r.riskOther,
        riskTextOther: r.riskTextOther ?? '',
        siteRisk: r.siteRisk ?? '',
        riskMitigation: r.riskMitigation ?? '',
      };
    }),
  };
}

function upsertRow(client: QueryClient, jobId: number, jsa: Jsa) {
  type Row = { jsaId: number; date: string; createdBy: string; stepId: number | null };
  type List = { success: true; data: Row[]; allowCreate: boolean };
  const row: Row = { jsaId: jsa.jsaId, date: jsa.date, createdBy: jsa.createdBy, stepId: jsa.stepId };
  client.setQueryData<List>(
    ['jsa', jobId, 'list', jsa.stepId],
    (list) => list && { ...list, data: [row, ...list.data.filter((j) => j.jsaId !== row.jsaId)] },
  );
}

/** Save JSA: answers the JSA's id (a device id while its create waits) and what became of it. */
export function useSaveJsa(jobId: number, base: string, options: JsaOptions) {
  const client = useQueryClient();
  const job = useJobRef(jobId);
  const by = useSelf().data?.fullName ?? '';
  return useMutation({
    ...outboxMutation,
    mutationFn: async ({ saved, values }: { saved: Jsa | undefined; values: JsaValues }) => {
      const id = saved ? saved.jsaId : await newDeviceId();
      const body = {
        ...values,
        jsaId: saved ? id : 0,
        jobId,
        clientKey: saved ? null : crypto.randomUUID(),
        baseVersion: saved?.version,
      } satisfies Body;
      const outcome = await queueWrite({
        endpoint: saveJsa,
        body,
        record: jsaRecord(id),
        createsDeviceId: saved ? undefined : id,
        idFields: ['jsaId'],
        label: messages.itemJsa(formatDateTime(values.date)),
        job,
        openAt: `${base}/${id}`,
        refresh: [['jsa', jobId]],
        readKey: oneKey(jobId, id),
      });
      if (outcome.status === 'sent') return { id: outcome.answer.id, outcome };
      const jsa = jsaOnDevice(saved, id, jobId, values, options, by);
      client.setQueryData(oneKey(jobId, id), jsa);
      client.setQueryData<boolean>(['jsa', jobId, 'edit', id], (may) => may ?? true);
      client.setQueryData<JsaSignature[]>(['jsa', jobId, 'signatures', id], (s) => s ?? []);
      upsertRow(client, jobId, jsa);
      return { id, outcome };
    },
  });
}

/** Save Signature on the sign-in sheet: shown at once, marked waiting, when it cannot be sent now. */
export function useSignJsa(jsa: Jsa, base: string) {
  const client = useQueryClient();
  const job = useJobRef(jsa.jobId);
  return useMutation({
    ...outboxMutation,
    mutationFn: async (body: BodyOf<typeof signJsa>) => {
      const outcome = await queueWrite({
        endpoint: signJsa,
        body,
        record: jsaRecord(jsa.jsaId),
        idFields: ['jsaId'],
        label: messages.itemJsaSignature(body.name, formatDateTime(jsa.date)),
        job,
        openAt: `${base}/${jsa.jsaId}`,
        refresh: [['jsa', jsa.jobId, 'signatures', jsa.jsaId]],
      });
      if (outcome.status !== 'sent') {
        const signature: JsaSignature = {
          // Negative: a signature kept on this device (the sheet marks it waiting).
          jsaSignatureId: -Date.now(),
          name: body.name,
          dataURL: body.signature,
          signedAt: new Date().toISOString(),
          version: jsa.version,
        };
        client.setQueryData<JsaSignature[]>(['jsa', jsa.jobId, 'signatures', jsa.jsaId], (s) => [
          ...(s ?? []),
          signature,
        ]);
      }
      return outcome;
    },
  });
}
