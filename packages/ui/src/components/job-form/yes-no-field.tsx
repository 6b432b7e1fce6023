import { FormField } from '../../primitives/form/form';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import type { JobFormValues } from './job-form-schema';

export function YesNoField({
  name,
  label,
  description,
}: {
  name: 'scribeSupport' | 'academicResearchOpportunity' | 'mentorship' | 'speakerShip' | 'globalMissions';
  label: string;
  description?: string;
}) {
  return (
    <FormField<JobFormValues, typeof name> name={name} label={label} description={description}>
      {(field) => (
        <RadioGroup
          ref={field.ref}
          name={field.name}
          aria-label={label}
          orientation="horizontal"
          value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
          onValueChange={(value) => field.onChange(value === 'yes')}
        >
          <RadioGroupItem value="yes" label="Yes" />
          <RadioGroupItem value="no" label="No" />
        </RadioGroup>
      )}
    </FormField>
  );
}

/**
 * A minimum and a maximum in dollars, side by side. The `Field` around it names the range and shows
 * the range's own message; each amount shows its own. The group takes the field's id, so the error
 * summary's link to the range lands here; each input's id is the group's plus `-min` / `-max`.
 */
