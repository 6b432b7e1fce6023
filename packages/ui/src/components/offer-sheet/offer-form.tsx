import {
  OFFER_CALL_SCHEDULE_MAX_LENGTH,
  type Offer,
  type OfferPayload,
  ProductivityModel,
  productivityModels,
} from '@medhire/domain';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { NumberInput } from '../../primitives/number-input/number-input';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import { AuthAlert } from '../sign-in-form/auth-parts';
import { type OfferFormValues, offerFormValues } from './offer-form-values';

const loadSchema = () => import('./offer-form-schema').then((module) => module.offerFormSchema);

/** Props of {@link OfferForm}. */
export type OfferFormProps = {
  /** The current offer, to change; null for a new one. */
  offer: Offer | null;
  /** Sends it. Resolve and the form closes; reject and the message shows with everything typed kept. */
  onSave: (payload: OfferPayload) => Promise<void>;
  onCancel: () => void;
};

type NumberName =
  | 'baseSalary'
  | 'signOnBonus'
  | 'productivityRate'
  | 'loanRepayment'
  | 'ptoDays'
  | 'yearsToPartnership';

function NumberField({
  name,
  label,
  description,
  required,
  thousands = false,
  step = 1,
}: {
  name: NumberName;
  label: string;
  description?: string;
  required?: boolean;
  thousands?: boolean;
  step?: number;
}) {
  return (
    <FormField<OfferFormValues, NumberName>
      name={name}
      label={label}
      description={description}
      required={required}
    >
      {(field) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          value={field.value as number | null}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          min={0}
          step={step}
          formatThousands={thousands}
          incrementLabel={`Increase ${label.toLowerCase()}`}
          decrementLabel={`Decrease ${label.toLowerCase()}`}
        />
      )}
    </FormField>
  );
}

/**
 * The offer sheet: base salary, sign-on bonus, productivity model (none, RVU with $ per wRVU, collections with a
 * %), loan repayment, start date, call schedule, PTO days and a partnership track with its years. "Send offer"
 * makes it; the candidate reads it with the job.
 */
export function OfferForm({ offer, onSave, onCancel }: OfferFormProps) {
  const form = useZodForm(loadSchema, { defaultValues: offerFormValues(offer) });
  const [serverError, setServerError] = React.useState<string | null>(null);
  const model = useWatch({ control: form.control, name: 'productivityModel' });
  const partnership = useWatch({ control: form.control, name: 'partnershipTrack' });

  async function submit(payload: OfferPayload) {
    setServerError(null);
    try {
      await onSave(payload);
    } catch (rejection) {
      setServerError(messageOf(rejection, 'The offer could not be sent. Please try again.'));
    }
  }

  return (
    <div data-slot="offer-form" className="grid gap-3">
      <AuthAlert message={serverError} focusOnMessage />
      <Form form={form} onSubmit={submit} aria-label="Offer" className="gap-4">
        <FormErrorSummary />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField name="baseSalary" label="Base salary (USD a year)" required thousands step={1000} />
          <NumberField name="signOnBonus" label="Sign-on bonus (USD)" thousands step={1000} />
        </div>
        <FormField<OfferFormValues, 'productivityModel'> name="productivityModel" label="Productivity model">
          {(field) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              aria-label="Productivity model"
              orientation="horizontal"
              value={field.value}
              onValueChange={field.onChange}
            >
              {productivityModels.map((item) => (
                <RadioGroupItem key={item.id} value={item.id} label={item.label} />
              ))}
            </RadioGroup>
          )}
        </FormField>
        {model === ProductivityModel.None ? null : (
          <NumberField
            name="productivityRate"
            label={model === ProductivityModel.Rvu ? '$ per wRVU' : '% of collections'}
            required
            step={model === ProductivityModel.Rvu ? 1 : 0.5}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField name="loanRepayment" label="Loan repayment (USD)" thousands step={1000} />
          <FormField<OfferFormValues, 'startDate'> name="startDate" label="Start date" required>
            {(field) => <Input type="date" {...field} />}
          </FormField>
          <FormField<OfferFormValues, 'callSchedule'>
            name="callSchedule"
            label="Call schedule"
            description="For example: 1:6 weekends, home call"
          >
            {(field) => <Input maxLength={OFFER_CALL_SCHEDULE_MAX_LENGTH} {...field} />}
          </FormField>
          <NumberField name="ptoDays" label="PTO days" />
        </div>
        <FormField<OfferFormValues, 'partnershipTrack'> name="partnershipTrack" label="Partnership track">
          {(field) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              aria-label="Partnership track"
              orientation="horizontal"
              value={field.value ? 'yes' : 'no'}
              onValueChange={(value) => field.onChange(value === 'yes')}
            >
              <RadioGroupItem value="no" label="No" />
              <RadioGroupItem value="yes" label="Yes" />
            </RadioGroup>
          )}
        </FormField>
        {partnership ? <NumberField name="yearsToPartnership" label="Years to partnership" required /> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {offer && offer.status === 'sent' ? 'Send changes' : 'Send offer'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </Form>
    </div>
  );
}
