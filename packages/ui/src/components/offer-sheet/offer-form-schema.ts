import { offerPayloadSchema } from '@medhire/domain';
import { preparedSchema } from '../../lib/prepared-schema';
import type { OfferFormValues } from './offer-form-values';

/** The rules of the offer form: the contract's payload, an empty salary or date read as missing. Loaded on demand. */
export const offerFormSchema = preparedSchema(
  (values: OfferFormValues) => ({
    ...values,
    baseSalary: values.baseSalary ?? undefined,
    startDate: values.startDate === '' ? undefined : values.startDate,
  }),
  offerPayloadSchema,
);
