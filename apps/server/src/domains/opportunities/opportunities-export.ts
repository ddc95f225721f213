import type { OpportunityListRow, opportunityListQuery } from '@fieldbook/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import { type Column, everyRow, sendListExport } from '../../platform/xlsx/index.ts';
import { getOpportunityList } from './opportunities.service.ts';

// The opportunity list's export (docs/decisions/spreadsheets.md).

const columns: Column<OpportunityListRow>[] = [
  { header: 'Opportunity', kind: 'text', value: (r) => r.opportunityName },
  { header: 'Description', kind: 'text', value: (r) => r.description },
  { header: 'Account', kind: 'text', value: (r) => r.accountName },
  { header: 'Office', kind: 'text', value: (r) => r.officeName },
  { header: 'Drilling', kind: 'text', value: (r) => (r.isDrilling ? 'Yes' : 'No') },
  { header: 'Jobs', kind: 'integer', value: (r) => r.jobCount },
  { header: 'Last Updated', kind: 'datetime', value: (r) => r.lastUpdated },
];

/** GET /Opportunity/GetOpportunityList/Export: the list's filters, sort and drilling restriction. */
export const opportunityListExport = (
  ctx: Ctx,
  reply: FastifyReply,
  query: Omit<z.output<typeof opportunityListQuery>, 'after' | 'limit'>,
) =>
  sendListExport(ctx, reply, {
    list: 'opportunities',
    title: 'Opportunities',
    columns,
    rows: everyRow((after, limit) => getOpportunityList(ctx, { ...query, after, limit })),
    filters: query,
  });
