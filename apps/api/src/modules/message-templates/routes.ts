import {
  Capability,
  errorEnvelopeSchema,
  MESSAGE_TEMPLATE_LIMIT,
  messageTemplatePayloadSchema,
  messageTemplateSchema,
  messageTemplatesResultSchema,
  okSchema,
} from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './service.js';

const signedIn = [{ bearerAuth: [] }];
const errors = Object.fromEntries([400, 401, 403, 404, 409].map((status) => [status, errorEnvelopeSchema]));
const templateParams = z.object({ templateId: z.string().describe('The template’s `_id`') });
const templateResult = okSchema(z.object({ template: messageTemplateSchema }));

/**
 * The organization's message templates (PRODUCT.md, "Matches and pipeline"): the people who write to candidates
 * (the owner and recruiters) list, add, change and delete them; a hiring manager, who never messages candidates,
 * is refused with who does. Every template is the organization's: another's id answers 404.
 */
export const messageTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { capability: Capability.MessageCandidates };

  app.get(
    '/employer/message-templates',
    {
      onRequest: [authenticate],
      config,
      schema: {
        tags: ['message-templates'],
        summary: 'Your organization’s message templates, by name',
        description: `At most ${MESSAGE_TEMPLATE_LIMIT}. Placeholders: {firstName}, {jobTitle}, {practice}.`,
        security: signedIn,
        response: { 200: okSchema(messageTemplatesResultSchema), ...errors },
      },
    },
    async (request) => ok({ templates: await listTemplates(db, currentEmployer(request).id) }),
  );

  app.post(
    '/employer/message-templates',
    {
      onRequest: [authenticate],
      config,
      schema: {
        tags: ['message-templates'],
        summary: 'Add a message template',
        description: `409 when the name is taken or the organization keeps ${MESSAGE_TEMPLATE_LIMIT} already.`,
        security: signedIn,
        body: messageTemplatePayloadSchema,
        response: { 200: templateResult, ...errors },
      },
    },
    async (request) =>
      ok({
        template: await createTemplate(db, currentEmployer(request).id, currentViewer(request), request.body),
      }),
  );

  app.put(
    '/employer/message-templates/:templateId',
    {
      onRequest: [authenticate],
      config,
      schema: {
        tags: ['message-templates'],
        summary: 'Change a message template’s name and message',
        description: '404 for a template that is not your organization’s.',
        security: signedIn,
        params: templateParams,
        body: messageTemplatePayloadSchema,
        response: { 200: templateResult, ...errors },
      },
    },
    async (request) =>
      ok({
        template: await updateTemplate(
          db,
          currentEmployer(request).id,
          currentViewer(request),
          request.params.templateId,
          request.body,
        ),
      }),
  );

  app.delete(
    '/employer/message-templates/:templateId',
    {
      onRequest: [authenticate],
      config,
      schema: {
        tags: ['message-templates'],
        summary: 'Delete a message template',
        description:
          'Messages already sent from it stay. 404 for a template that is not your organization’s.',
        security: signedIn,
        params: templateParams,
        response: { 200: okSchema(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await deleteTemplate(db, currentEmployer(request).id, request.params.templateId);
      return ok({ deleted: true as const });
    },
  );
};
