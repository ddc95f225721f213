import { equipmentFormEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import {
  equipmentFormCategories,
  equipmentFormCheckboxes,
  equipmentFormNames,
  equipmentFormPhotoTypes,
} from '../../db/schema/index.ts';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { readUpload } from '../../platform/upload.ts';
import * as forms from './equipment.service.ts';
import * as pdf from './equipment-pdf.service.ts';
import * as templates from './equipment-templates.service.ts';

/** Equipment forms: the template builder (admin) and the forms with photos of a job's field stages. */
export function equipmentFormsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.equipmentFormCategories, (ctx) => templates.categories(ctx));
  defineRoute(app, e.equipmentFormPhotoTypes, (ctx) => templates.photoTypes(ctx));
  defineRoute(app, e.equipmentFormCheckboxes, (ctx) => templates.checkboxes(ctx));
  defineRoute(app, e.addEquipmentFormCheckbox, (ctx, { body }) =>
    templates.addOption(ctx, equipmentFormCheckboxes, 'equipmentFormCheckbox', body.name),
  );
  defineRoute(app, e.addEquipmentFormName, (ctx, { body }) =>
    templates.addOption(ctx, equipmentFormNames, 'equipmentFormName', body.name),
  );
  defineRoute(app, e.addEquipmentFormPhotoType, (ctx, { body }) =>
    templates.addOption(ctx, equipmentFormPhotoTypes, 'equipmentFormPhotoType', body.name),
  );
  defineRoute(app, e.addEquipmentFormCategory, (ctx, { body }) =>
    templates.addOption(ctx, equipmentFormCategories, 'equipmentFormCategory', body.name),
  );
  defineRoute(app, e.saveEquipmentFormTemplate, (ctx, { body }) => templates.saveTemplate(ctx, body));
  defineRoute(app, e.getEquipmentFormTemplate, (ctx, { query }) => templates.getTemplate(ctx, query.EquipmentNameId));
  defineRoute(app, e.deleteEquipmentFormName, (ctx, { query }) =>
    templates.deleteFormName(ctx, query.EquipmentFormNameId),
  );
  defineRoute(app, e.equipmentFormNames, (ctx) => templates.formNames(ctx));

  defineRoute(app, e.saveEquipmentForm, (ctx, { body }) => forms.saveForm(ctx, body));
  defineRoute(app, e.getEquipmentForm, (ctx, { query }) => forms.getForm(ctx, query.id));
  defineRoute(app, e.newEquipmentForm, (ctx, { query }) => forms.newForm(ctx, query.EquipmentForm));
  defineRoute(app, e.equipmentFormList, (ctx, { query }) => forms.formList(ctx, query.jobId, query.stepId));
  defineRoute(app, e.checkEditEquipmentForm, (ctx, { query }) => forms.checkEdit(ctx, query.id));
  defineRoute(app, e.listedEquipmentForms, (ctx, { query }) => forms.listedForms(ctx, query.EquipmentFormId));
  defineRoute(app, e.orphanedForms, (ctx, { query }) => forms.orphanedForms(ctx, query.jobId, query.date));

  defineRoute(app, e.getEquipmentPicture, async (ctx, { query }, _req, reply) => {
    const { file, stream } = await forms.openPicture(ctx, query.FileId, { original: query.original === 'true' });
    return sendFile(
      reply,
      { contentType: file.contentType, name: file.originalName, size: file.size, inline: true },
      stream,
    );
  });
  defineRoute(app, e.hourFuelPicture, async (ctx, { query }, _req, reply) => {
    const { file, stream } = await forms.openPicture(ctx, query.PhotoId, { hourFuel: true });
    return sendFile(
      reply,
      { contentType: file.contentType, name: file.originalName, size: file.size, inline: true },
      stream,
    );
  });
  defineRoute(app, e.deleteEquipmentPicture, (ctx, { body }) => forms.deletePicture(ctx, body.id));
  defineRoute(app, e.uploadEquipmentPicture, async (ctx, _input, req) =>
    forms.uploadPicture(ctx, await readUpload(req), false),
  );
  defineRoute(app, e.uploadHourFuelPicture, async (ctx, _input, req) =>
    forms.uploadPicture(ctx, await readUpload(req), true),
  );

  defineRoute(app, e.equipmentFormPdf, async (ctx, { query }, _req, reply) => {
    const { bytes, name } = await pdf.equipmentFormPdf(ctx, query.equipmentFormId, query.timezoneOffset);
    return sendFile(reply, { contentType: 'application/pdf', name, size: bytes.length, inline: true }, bytes);
  });
  defineRoute(app, e.emailEquipmentFormPdf, (ctx, { query }) => pdf.emailEquipmentFormPdf(ctx, query));
}
