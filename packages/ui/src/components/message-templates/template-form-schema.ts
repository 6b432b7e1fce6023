import { messageTemplatePayloadSchema } from '@medhire/domain';

/** The rules of the template form: the contract's payload. {@link TemplateForm} loads this on demand. */
export const templateFormSchema = messageTemplatePayloadSchema;
