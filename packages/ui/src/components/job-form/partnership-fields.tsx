import { PartnershipAnswer, partnershipTypes } from '@medhire/domain';
import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { FormField } from '../../primitives/form/form';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import type { FieldWiring } from './job-form-parts';
import type { JobFormValues } from './job-form-schema';

export function PartnershipTypesInput({
  value,
  onChange,
  onBlur,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: FieldWiring & { value: string[]; onChange: (value: string[]) => void; onBlur: () => void }) {
  const chosen = value ?? [];
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-label="What the partnership includes"
      aria-describedby={describedBy}
      className="grid min-w-0 gap-3 rounded-md outline-none focus-visible:focus-ring @xl:grid-cols-2"
    >
      {partnershipTypes.map((type) => {
        const checkboxId = `${id}-${type.id}`;
        return (
          <div key={type.id} className="flex items-start gap-2">
            <Checkbox
              id={checkboxId}
              aria-invalid={invalid}
              checked={chosen.includes(type.id)}
              onBlur={onBlur}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true
                    ? [...chosen.filter((item) => item !== type.id), type.id]
                    : chosen.filter((item) => item !== type.id),
                )
              }
            />
            <label htmlFor={checkboxId} className="cursor-pointer pt-0.5 font-medium text-sm leading-5">
              {type.name}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * Partnership: Yes or No, then what it includes only after Yes. Answering No puts the chosen types
 * aside (and Yes brings them back), so a No is never refused for types the recruiter can no longer see.
 * Types that arrive with a No (an old draft) stay visible with the domain's message, to be cleared.
 */
export function PartnershipFields() {
  const { control, getValues, setValue, formState } = useFormContext<JobFormValues>();
  const answer = useWatch({ control, name: 'partnership.value' });
  const types = useWatch({ control, name: 'partnership.types' }) ?? [];
  const setAside = React.useRef<string[]>([]);
  const showTypes = answer === PartnershipAnswer.Yes || types.length > 0;
  return (
    <>
      <FormField<JobFormValues, 'partnership.value'>
        name="partnership.value"
        label="Partnership"
        description="Does the job lead to a partnership?"
      >
        {(field) => (
          <RadioGroup
            ref={field.ref}
            name={field.name}
            aria-label="Partnership"
            orientation="horizontal"
            value={field.value ?? ''}
            onValueChange={(next) => {
              field.onChange(next);
              const current = getValues('partnership.types') ?? [];
              const validate = { shouldDirty: true, shouldValidate: formState.isSubmitted };
              if (next === PartnershipAnswer.No && current.length > 0) {
                setAside.current = current;
                setValue('partnership.types', [], validate);
              } else if (next === PartnershipAnswer.Yes && current.length === 0) {
                setValue('partnership.types', setAside.current, validate);
              }
            }}
          >
            <RadioGroupItem value={PartnershipAnswer.Yes} label="Yes" />
            <RadioGroupItem value={PartnershipAnswer.No} label="No" />
          </RadioGroup>
        )}
      </FormField>
      {showTypes ? (
        <FormField<JobFormValues, 'partnership.types'>
          name="partnership.types"
          label="What the partnership includes"
          description="Optional. Choose every kind that applies."
          className="@xl:col-span-2"
        >
          {(field) => (
            <PartnershipTypesInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        </FormField>
      ) : null}
    </>
  );
}

/** The line under a place's name: its city and state, when the description does not already say it. */
