import { profileEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { readUpload } from '../../platform/upload.ts';
import { getEmailPreferences, saveEmailPreferences } from './email-preferences.ts';
import { listPhoneTypes } from './profile.queries.ts';
import {
  deleteUserDocument,
  openSignature,
  openUserDocument,
  saveEmail,
  savePhoneNumber,
  saveSignature,
  saveUserDocument,
  userDocumentList,
} from './profile.service.ts';

/** The user profile: phones and e-mails, the signature, personal documents (spec 1 §7 "User"). */
export function profileRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getEmailPreferences, (ctx) => getEmailPreferences(ctx));
  defineRoute(app, e.saveEmailPreferences, (ctx, { body }) => saveEmailPreferences(ctx, body));
  defineRoute(app, e.getPhoneTypes, async (ctx) => ({
    success: true as const,
    phoneTypeList: await listPhoneTypes(ctx.db),
  }));
  // Access is decided per target user in the service: own needs admin.phoneEmail, another's admin.users.
  defineRoute(app, e.savePhoneNumber, (ctx, { body }) => savePhoneNumber(ctx, body));
  defineRoute(app, e.saveEmail, (ctx, { body }) => saveEmail(ctx, body));
  defineRoute(app, e.checkPhonePermission, async () => ({ success: true as const }));
  defineRoute(app, e.checkEmailPermission, async () => ({ success: true as const }));

  defineRoute(app, e.getUserSignature, async (ctx, { query }, _req, reply) => {
    const { file, stream } = await openSignature(ctx, query.userId);
    const shown = { contentType: file.contentType, name: file.originalName, size: file.size, inline: true };
    return sendFile(reply, shown, stream);
  });
  defineRoute(app, e.saveUserSignature, async (ctx, _input, req) => saveSignature(ctx, await readUpload(req)));
  defineRoute(app, e.selfCheck, async (ctx) => ({ success: true as const, id: ctx.user.id }));

  defineRoute(app, e.getUserDocumentList, (ctx) => userDocumentList(ctx));
  defineRoute(app, e.saveUserDocument, async (ctx, _input, req) => saveUserDocument(ctx, await readUpload(req)));
  defineRoute(app, e.getUserDocument, async (ctx, { query }, _req, reply) => {
    const { file, stream } = await openUserDocument(ctx, query.documentId);
    return sendFile(reply, { contentType: file.contentType, name: file.originalName, size: file.size }, stream);
  });
  defineRoute(app, e.deleteUserDocument, (ctx, { body }) => deleteUserDocument(ctx, body.id));
}
