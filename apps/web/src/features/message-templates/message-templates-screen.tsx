import { TemplateManager } from '@medhire/ui/message-templates';
import { PageHeader } from '@medhire/ui/page-header';
import { notifySuccess } from '../../lib/notify';
import { useMessageTemplateActions, useMessageTemplates } from '../../lib/queries/message-templates';

/**
 * /message-templates: the organization's message templates, which the owner and recruiters insert in a conversation
 * or a rejection; they add, change and delete them here (a hiring manager is sent Home by the route's gate).
 */
export function Component() {
  const { data, error, isLoading, mutate } = useMessageTemplates();
  const actions = useMessageTemplateActions();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Message templates"
        description="The messages your team sends again and again, written once and shared by everyone who writes to candidates."
      />
      <TemplateManager
        templates={data?.templates ?? []}
        loading={isLoading}
        error={error ? (error instanceof Error ? error.message : 'Please try again.') : null}
        onRetry={() => void mutate()}
        onCreate={async (values) => {
          await actions.create(values);
          void notifySuccess(`Template “${values.name}” saved.`);
        }}
        onUpdate={async (templateId, values) => {
          await actions.update(templateId, values);
          void notifySuccess(`Template “${values.name}” saved.`);
        }}
        onDelete={async (templateId) => {
          const name = data?.templates.find((template) => template._id === templateId)?.name;
          await actions.remove(templateId);
          void notifySuccess(name ? `Template “${name}” deleted.` : 'Template deleted.');
        }}
      />
    </div>
  );
}
