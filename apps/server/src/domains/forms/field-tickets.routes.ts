import { fieldTicketEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import * as tickets from './field-ticket.service.ts';
import * as pdf from './field-ticket-pdf.ts';

/** Field tickets of a job's field stages: the ticket, its lists, its PDF and e-mail. */
export function fieldTicketRoutes(app: FastifyInstance): void {
  defineRoute(app, e.saveFieldTicket, (ctx, { body }) => tickets.saveFieldTicket(ctx, body));
  defineRoute(app, e.getFieldTicket, (ctx, { query }) => tickets.getFieldTicket(ctx, query.id));
  defineRoute(app, e.editFieldTicket, (ctx, { query }) => tickets.editFieldTicket(ctx, query.id));
  defineRoute(app, e.checkEditFieldTicket, (ctx, { query }) => tickets.checkEditFieldTicket(ctx, query.id));
  defineRoute(app, e.fieldTicketList, (ctx, { query }) => tickets.fieldTicketList(ctx, query.jobId, query.stepId));
  defineRoute(app, e.fieldTicketListAllByJobId, (ctx, { query }) => tickets.fieldTicketListAll(ctx, query.jobId));
  defineRoute(app, e.fieldTicketCommentTypes, () => tickets.commentTypes());
  defineRoute(app, e.getFieldTicketPdf, async (ctx, { query }, _req, reply) => {
    const { bytes, name } = await pdf.fieldTicketPdf(ctx, query.fieldTicketId, query.timezoneOffset);
    return sendFile(reply, { contentType: 'application/pdf', name, size: bytes.length, inline: true }, bytes);
  });
  defineRoute(app, e.emailFieldTicketPdf, (ctx, { query }) => pdf.emailFieldTicketPdf(ctx, query));
}
