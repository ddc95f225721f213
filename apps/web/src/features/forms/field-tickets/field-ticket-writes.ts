import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  commentTypeOf,
  type FieldTicket,
  type FieldTicketListItem,
  saveFieldTicket,
} from '@fieldbook/contract/forms-field-tickets';
import { messages } from '@fieldbook/contract/messages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useJobProfile } from '../../../entities/job/index.ts';
import { newDeviceId, outboxMutation, queueWrite, recordOf } from '../../../shared/offline/outbox/index.ts';
import { formatLongDate } from '../../../shared/ui/format.ts';

// The field ticket's save goes through the device's outbox with its signatures (data URLs in the JSON
// body): sent at once online, kept and shown as waiting offline. A ticket made offline has a device id.

export const ticketRecord = (id: number) => recordOf('fieldTicket', id);
const oneKey = (jobId: number, id: number) => ['fieldTicket', jobId, 'one', id];

type Body = BodyOf<typeof saveFieldTicket>;
export type TicketValues = Omit<Body, 'fieldTicketId' | 'jobId' | 'requestKey' | 'baseVersion'>;

/** The ticket as the device now knows it, after a save that waits to be sent. */
function ticketOnDevice(saved: FieldTicket | undefined, id: number, jobId: number, v: TicketValues): FieldTicket {
  const kept = new Set(v.fieldTicketComments.map((c) => c.fieldTicketCommentId).filter((c) => c > 0));
  const comments = [
    ...(saved?.fieldTicketComments ?? []).map((c) => ({
      ...c,
      isDeleted: c.isDeleted || !kept.has(c.fieldTicketCommentId),
    })),
    ...v.fieldTicketComments
      .filter((c) => c.fieldTicketCommentId === 0)
      .map((c) => {
        const type = commentTypeOf(c.commentType);
        return {
          fieldTicketCommentId: 0,
          commentType: c.commentType,
          commentTypeStr: type?.fieldTicketCommentName ?? '',
          comment: c.comment,
          signee: c.signee,
          signature: c.signature ?? null,
          signatureRequired: type?.signatureRequired ?? false,
          isDeleted: false,
        };
      }),
  ];
  return {
    fieldTicketId: id,
    date: v.date,
    jobId,
    stepId: v.stepId,
    complete: v.submit || (saved?.complete ?? false),
    equipmentForms: v.equipmentForms as number[],
    fieldTicketRoustabouts: v.fieldTicketRoustabouts
      .filter((r) => r.name.trim() || r.hours.trim())
      .map((r) => ({ name: r.name, hours: Number(r.hours) })),
    fieldTicketComments: comments,
    history: saved?.history ?? [],
    version: saved?.version ?? 1,
    clientSignaturePrint: v.clientSignaturePrint,
    clientSignatureData: v.clientSignatureData ?? saved?.clientSignatureData ?? null,
    supervisorSignaturePrint: v.supervisorSignaturePrint,
    supervisorSignatureData: v.supervisorSignatureData ?? saved?.supervisorSignatureData ?? null,
  };
}

function upsertRow(client: QueryClient, jobId: number, ticket: FieldTicket) {
  const row: FieldTicketListItem = {
    fieldTicketId: ticket.fieldTicketId,
    date: ticket.date,
    completed: ticket.complete,
    stepId: ticket.stepId,
  };
  type List = { success: true; data: FieldTicketListItem[]; allowCreate: boolean };
  client.setQueryData<List>(
    ['fieldTicket', jobId, 'list', ticket.stepId],
    (list) => list && { ...list, data: [row, ...list.data.filter((t) => t.fieldTicketId !== row.fieldTicketId)] },
  );
}

/** Save Ticket / Submit Ticket: answers the ticket's id (a device id while its create waits) and what became of it. */
export function useSaveFieldTicket(jobId: number, base: string) {
  const client = useQueryClient();
  const profile = useJobProfile(jobId).data;
  const job = { id: jobId, name: profile?.jobInfo.jobName ?? String(jobId) };
  return useMutation({
    ...outboxMutation,
    mutationFn: async ({ saved, values }: { saved: FieldTicket | undefined; values: TicketValues }) => {
      const id = saved ? saved.fieldTicketId : await newDeviceId();
      const body = {
        ...values,
        fieldTicketId: saved ? id : 0,
        jobId,
        requestKey: crypto.randomUUID(),
        baseVersion: saved?.version,
      } satisfies Body;
      const outcome = await queueWrite({
        endpoint: saveFieldTicket,
        body,
        record: ticketRecord(id),
        createsDeviceId: saved ? undefined : id,
        idFields: ['fieldTicketId', 'equipmentForms'],
        label: messages.itemFieldTicket(formatLongDate(values.date), values.submit),
        job,
        openAt: `${base}/${id}`,
        refresh: [['fieldTicket', jobId]],
        readKey: oneKey(jobId, id),
      });
      if (outcome.status === 'sent') return { id: outcome.answer.id, outcome };
      const ticket = ticketOnDevice(saved, id, jobId, values);
      client.setQueryData(oneKey(jobId, id), ticket);
      client.setQueryData<boolean>(['fieldTicket', jobId, 'edit', id], (may) => may ?? true);
      upsertRow(client, jobId, ticket);
      return { id, outcome };
    },
  });
}
