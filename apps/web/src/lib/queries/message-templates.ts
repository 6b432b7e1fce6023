import type { MessageTemplatePayload } from '@medhire/domain';
import useSWR, { useSWRConfig } from 'swr';
import { messageTemplateApi } from '../api';
import { queryErrorReporting, reporting } from './report';

/** The SWR keys of the organization's message templates. */
export const messageTemplateKeys = {
  all: ['message-templates'] as const,
};

/**
 * The organization's message templates; none are asked for when `enabled` is false (a hiring manager, whom the
 * server refuses them).
 */
export function useMessageTemplates(enabled = true) {
  return useSWR(
    enabled ? messageTemplateKeys.all : null,
    () => messageTemplateApi.getMessageTemplates(),
    queryErrorReporting,
  );
}

const calls = {
  create: reporting(messageTemplateApi.createMessageTemplate),
  update: reporting(messageTemplateApi.updateMessageTemplate),
  remove: reporting(messageTemplateApi.deleteMessageTemplate),
};

/** Adds, changes and deletes templates, each refreshing the list. A failure is toasted and still rejects. */
export function useMessageTemplateActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(messageTemplateKeys.all);
  return {
    create: async (payload: MessageTemplatePayload) => {
      await calls.create(payload);
      await refresh();
    },
    update: async (templateId: string, payload: MessageTemplatePayload) => {
      await calls.update(templateId, payload);
      await refresh();
    },
    remove: async (templateId: string) => {
      await calls.remove(templateId);
      await refresh();
    },
  };
}
