import type { MessageTemplate, MessageTemplatePayload, MessageTemplatesResult } from '@medhire/domain';
import type { ApiClient } from '../http/client';

const segment = (value: string) => encodeURIComponent(value);

/**
 * `/employer/message-templates` (not in the spec: PRODUCT.md's "Matches and pipeline"): the organization's
 * message templates, for the owner and recruiters.
 */
export function createMessageTemplateEndpoints(client: ApiClient) {
  return {
    getMessageTemplates: () => client.get<MessageTemplatesResult>('/employer/message-templates'),
    createMessageTemplate: (payload: MessageTemplatePayload) =>
      client.post<{ template: MessageTemplate }>('/employer/message-templates', payload),
    updateMessageTemplate: (templateId: string, payload: MessageTemplatePayload) =>
      client.put<{ template: MessageTemplate }>(
        `/employer/message-templates/${segment(templateId)}`,
        payload,
      ),
    deleteMessageTemplate: (templateId: string) =>
      client.delete<{ deleted: true }>(`/employer/message-templates/${segment(templateId)}`),
  };
}

export type MessageTemplateEndpoints = ReturnType<typeof createMessageTemplateEndpoints>;
