import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_TEMPLATE_NAME_MAX_LENGTH } from '../constants';
import { unknownPlaceholderMessage } from '../rules/fill-template';
import { actorSchema } from './activity';
import { requiredText } from './fields';

/**
 * A message template of the organization ("First touch", "Interview follow-up"): a name its team picks it by and
 * a body with placeholders (`{firstName}`, `{jobTitle}`, `{practice}`, ./rules/fill-template.ts), inserted in the
 * composer or the rejection dialog and edited before anything is sent. Who wrote and last changed it is kept.
 */
export const messageTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601. */
  updatedAt: z.string(),
  createdBy: actorSchema,
  updatedBy: actorSchema,
});
/** A message template. */
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** `GET /employer/message-templates`: the organization's templates, by name. */
export const messageTemplatesResultSchema = z.object({ templates: z.array(messageTemplateSchema) });
/** The organization's templates. */
export type MessageTemplatesResult = z.infer<typeof messageTemplatesResultSchema>;

/**
 * `POST /employer/message-templates` and `PUT /employer/message-templates/:templateId`: the name and the body. A
 * body naming a placeholder other than the known ones is refused, with the ones to use.
 */
export const messageTemplatePayloadSchema = z.object({
  name: requiredText('The name', 'Name the template', MESSAGE_TEMPLATE_NAME_MAX_LENGTH),
  body: requiredText('The message', 'Write the message', MESSAGE_MAX_LENGTH).check((context) => {
    const problem = unknownPlaceholderMessage(context.value);
    if (problem === null) return;
    context.issues.push({ code: 'custom', input: context.value, message: problem });
  }),
});
/** A new or changed message template. */
export type MessageTemplatePayload = z.infer<typeof messageTemplatePayloadSchema>;
