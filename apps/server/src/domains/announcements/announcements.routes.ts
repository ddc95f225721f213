import { announcementEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { deleteAnnouncement, getAnnouncement, listAnnouncements, saveAnnouncement } from './announcements.service.ts';

export function announcementsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getAnnouncementsList, (ctx, { body }) => listAnnouncements(ctx, body));
  defineRoute(app, e.getAnnouncement, (ctx, { body }) => getAnnouncement(ctx, body.announcementId));
  defineRoute(app, e.saveAnnouncement, (ctx, { body }) => saveAnnouncement(ctx, body));
  defineRoute(app, e.deleteAnnouncement, (ctx, { body }) => deleteAnnouncement(ctx, body.announcementId));
}
