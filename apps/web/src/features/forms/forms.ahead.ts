import type { QueryClient } from '@tanstack/react-query';
import { todayIso } from '../../shared/ui/format.ts';
import {
  blankEquipmentFormQuery,
  equipmentEditCheckQuery,
  equipmentFormListQuery,
  equipmentFormNamesQuery,
  equipmentFormQuery,
} from './equipment/equipment.queries.ts';
import {
  commentTypesQuery,
  fieldTicketEditCheckQuery,
  fieldTicketListQuery,
  fieldTicketQuery,
  formsOfTheDayQuery,
  listedEquipmentFormsQuery,
} from './field-tickets/field-tickets.queries.ts';
import { jsaEditCheckQuery, jsaFormQuery, jsaListQuery, jsaQuery, jsaSignaturesQuery } from './jsa/jsa.queries.ts';

// Fetched ahead for work without a signal (app/fetch-ahead.ts): the screens' own queries, so the
// screens find their answers. A refused list (a role without the form) is simply not kept.

const lost = () => undefined;

/** What a new equipment form or field ticket picks from: the equipment names, each one's blank form, the comment types. */
export async function formCataloguesAhead(client: QueryClient): Promise<void> {
  void client.prefetchQuery(commentTypesQuery());
  const names = await client.fetchQuery(equipmentFormNamesQuery()).catch(lost);
  await Promise.all((names ?? []).map((n) => client.prefetchQuery(blankEquipmentFormQuery(n.equipmentFormNameId))));
}

async function equipmentFormsAhead(client: QueryClient, jobId: number, stepId: number) {
  const list = await client.fetchQuery(equipmentFormListQuery(jobId, stepId)).catch(lost);
  await Promise.all(
    (list?.data ?? []).flatMap((f) => [
      client.prefetchQuery(equipmentFormQuery(jobId, f.equipmentFormId)),
      client.prefetchQuery(equipmentEditCheckQuery(jobId, f.equipmentFormId)),
    ]),
  );
}

async function fieldTicketAhead(client: QueryClient, jobId: number, id: number) {
  const [ticket] = await Promise.all([
    client.fetchQuery(fieldTicketQuery(jobId, id)).catch(lost),
    client.prefetchQuery(fieldTicketEditCheckQuery(jobId, id)),
  ]);
  if (!ticket) return;
  await Promise.all([
    ticket.equipmentForms.length && client.prefetchQuery(listedEquipmentFormsQuery(jobId, ticket.equipmentForms)),
    client.prefetchQuery(formsOfTheDayQuery(jobId, ticket.date)),
  ]);
}

async function fieldTicketsAhead(client: QueryClient, jobId: number, stepId: number) {
  const list = await client.fetchQuery(fieldTicketListQuery(jobId, stepId)).catch(lost);
  await Promise.all([
    // A new ticket starts at today's date, with today's forms to pick.
    list?.allowCreate && client.prefetchQuery(formsOfTheDayQuery(jobId, todayIso())),
    ...(list?.data ?? []).map((t) => fieldTicketAhead(client, jobId, t.fieldTicketId)),
  ]);
}

async function jsasAhead(client: QueryClient, jobId: number, stepId: number) {
  const list = await client.fetchQuery(jsaListQuery(jobId, stepId)).catch(lost);
  await Promise.all(
    (list?.data ?? []).flatMap((j) => [
      client.prefetchQuery(jsaQuery(jobId, j.jsaId)),
      client.prefetchQuery(jsaEditCheckQuery(jobId, j.jsaId)),
      client.prefetchQuery(jsaSignaturesQuery(jobId, j.jsaId)),
    ]),
  );
}

/** A job's equipment forms, field tickets and JSAs of one field stage, each form's own data, and the JSA's options. */
export async function jobFormsAhead(client: QueryClient, jobId: number, stepId: number): Promise<void> {
  await Promise.all([
    client.prefetchQuery(jsaFormQuery(jobId)),
    equipmentFormsAhead(client, jobId, stepId),
    fieldTicketsAhead(client, jobId, stepId),
    jsasAhead(client, jobId, stepId),
  ]);
}
