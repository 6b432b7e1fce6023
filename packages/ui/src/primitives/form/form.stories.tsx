import { organizationDetailsSchema, practiceTypes, type recoveryPayloadSchema } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { NumberInput } from '../number-input/number-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select';
import { Textarea } from '../textarea/textarea';
import { Form, FormErrorSummary, FormField, useZodForm, validationUnavailableMessage } from './form';

type OrganizationFormProps = {
  /** Called with the parsed organization details after a valid submit. */
  onSubmit: (values: unknown) => void;
  /** Called with the errors after a failed submit. */
  onInvalid: (errors: unknown) => void;
};

/** The organization step of the employer sign-up, validated by the server's own schema. */
function OrganizationForm({ onSubmit, onInvalid }: OrganizationFormProps) {
  const form = useZodForm(organizationDetailsSchema, {
    defaultValues: {
      organizationName: '',
      practiceManagerName: '',
      email: '',
      phoneNumber: '',
      features: { noOfPhysician: undefined, aboutUs: '' },
    },
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      aria-label="Organization details"
      className="max-w-3xl grid-cols-1 gap-x-6 sm:grid-cols-2"
    >
      <FormErrorSummary className="sm:col-span-2" />
      <FormField control={form.control} name="organizationName" label="Organization name" required>
        {(field) => <Input autoComplete="organization" {...field} />}
      </FormField>
      <FormField control={form.control} name="practiceManagerName" label="Practice manager" required>
        {(field) => <Input autoComplete="name" {...field} />}
      </FormField>
      <FormField control={form.control} name="email" label="Organization email" required>
        {(field) => <Input type="email" autoComplete="email" {...field} />}
      </FormField>
      <FormField control={form.control} name="phoneNumber" label="Phone number" required>
        {(field) => <Input type="tel" autoComplete="tel" {...field} />}
      </FormField>
      <FormField control={form.control} name="features.practiceType" label="Practice type" required>
        {(field) => (
          <Select name={field.name} value={field.value ?? ''} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
              <SelectValue placeholder="Choose the practice type" />
            </SelectTrigger>
            <SelectContent>
              {practiceTypes.map((type) => (
                <SelectItem key={type.id} value={type.id}>
                  {type.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField control={form.control} name="features.noOfPhysician" label="Number of physicians" required>
        {(field) => (
          <NumberInput
            ref={field.ref}
            name={field.name}
            min={0}
            value={typeof field.value === 'number' ? field.value : null}
            onValueChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      <FormField
        control={form.control}
        name="features.aboutUs"
        className="sm:col-span-2"
        label="About the practice"
        description="Optional. Physicians read this first."
      >
        {(field) => <Textarea showCount maxLength={5000} {...field} value={String(field.value ?? '')} />}
      </FormField>
      <Button type="submit" className="justify-self-start sm:col-span-2">
        Save and continue
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: OrganizationForm,
  args: { onSubmit: fn(), onInvalid: fn() },
} satisfies Meta<typeof OrganizationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const requiredMessages = [
  'Enter the organization name',
  "Enter the practice manager's name",
  'Enter the organization email address',
  'Enter the phone number',
  'Choose the practice type',
  'Enter the number of physicians',
];

export const SubmitEmpty: Story = {
  name: 'Submit empty: error summary',
  play: async ({ args, canvas, step }) => {
    await step('submitting the empty form shows the summary and focuses it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(args.onInvalid).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('the summary lists every message in page order, in recruiter words', async () => {
      const links = canvas.getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual(requiredMessages);
    });
    await step('each field shows its own message and is marked invalid', async () => {
      const name = canvas.getByRole('textbox', { name: 'Organization name' });
      await expect(name).toBeInvalid();
      await expect(name).toHaveAccessibleDescription('Enter the organization name');
      await expect(canvas.getByRole('combobox', { name: 'Practice type' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
  },
};

export const SummaryLinks: Story = {
  name: 'Summary link focuses the field',
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await canvas.findByRole('region', { name: 'Fix these to continue' });
    await step('clicking a link focuses its text field', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Enter the phone number' }));
      await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
    });
    await step('Enter on a link focuses a select or a number field too', async () => {
      canvas.getByRole('link', { name: 'Choose the practice type' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('combobox', { name: 'Practice type' })).toHaveFocus();
      canvas.getByRole('link', { name: /number of physicians/ }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('spinbutton', { name: 'Number of physicians' })).toHaveFocus();
    });
  },
};

export const KeepsValues: Story = {
  name: 'Typed values are kept',
  play: async ({ args, canvas, step }) => {
    const name = canvas.getByRole('textbox', { name: 'Organization name' });
    const email = canvas.getByRole('textbox', { name: 'Organization email' });
    await step('a partly filled form fails with only the missing fields listed', async () => {
      await userEvent.type(name, 'Riverside Family Clinic');
      await userEvent.type(email, 'office@riverside');
      await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
      await canvas.findByRole('region', { name: 'Fix these to continue' });
      await expect(
        canvas.queryByRole('link', { name: 'Enter the organization name' }),
      ).not.toBeInTheDocument();
      await expect(
        canvas.getByRole('link', { name: 'Enter a valid email address, like name@practice.com' }),
      ).toBeVisible();
    });
    await step('the typed values are still there', async () => {
      await expect(name).toHaveValue('Riverside Family Clinic');
      await expect(email).toHaveValue('office@riverside');
    });
    await step('fixing a field removes its line from the summary as you type', async () => {
      await userEvent.type(email, '.example');
      await waitFor(() =>
        expect(canvas.queryByRole('link', { name: /valid email/ })).not.toBeInTheDocument(),
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const ValidSubmit: Story = {
  name: 'Valid submit',
  play: async ({ args, canvas, step }) => {
    await step('fill every required field by keyboard', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Organization name' }),
        'Riverside Family Clinic',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: 'Practice manager' }), 'Dana Whitfield');
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Organization email' }),
        'Office@Riverside.example',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '(512) 555-0100');
      // The open list hides the page from assistive technology, so keep the trigger found before.
      const practiceType = canvas.getByRole('combobox', { name: 'Practice type' });
      practiceType.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(practiceType).toHaveAttribute('aria-expanded', 'true'));
      await waitFor(() => expect(practiceType.ownerDocument.activeElement).toHaveAttribute('role', 'option'));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(practiceType).toHaveTextContent('Private practice'));
      await userEvent.click(canvas.getByRole('spinbutton', { name: 'Number of physicians' }));
      await userEvent.keyboard('12');
    });
    await step('submit sends the parsed values and shows no summary', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
      await expect(values).toMatchObject({
        organizationName: 'Riverside Family Clinic',
        email: 'office@riverside.example',
        features: { practiceType: 'private-practice', noOfPhysician: 12 },
      });
      await expect(canvas.queryByRole('region', { name: 'Fix these to continue' })).not.toBeInTheDocument();
    });
  },
};

/** Every state of the pattern at once: the summary after a failed submit, over the invalid fields. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await canvas.findByRole('region', { name: 'Fix these to continue' });
  },
};

/** A loader that never gets the rules (the network is down). */
const unreachableRules = (): Promise<typeof recoveryPayloadSchema> =>
  Promise.reject(new Error('Network Error'));

/** A one-field form whose rules load on demand, from a loader that fails. */
function UnreachableRulesForm({ onSubmit, onInvalid }: OrganizationFormProps) {
  const form = useZodForm(unreachableRules, { defaultValues: { email: '' } });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      aria-label="Recover your password"
      className="max-w-md"
    >
      <FormErrorSummary />
      <FormField control={form.control} name="email" label="Email" required>
        {(field) => <Input type="email" autoComplete="email" {...field} />}
      </FormField>
      <Button type="submit" className="justify-self-start">
        Email me a code
      </Button>
    </Form>
  );
}

/** Rules passed as a loader load when the form mounts; when they cannot load, a submit says so. */
export const RulesUnavailable: Story = {
  name: 'Rules could not load',
  render: (args) => <UnreachableRulesForm {...args} />,
  play: async ({ args, canvas, step }) => {
    await step('submitting stops, and the summary says why without linking to a field', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'dana@riverside-clinic.example');
      await userEvent.click(canvas.getByRole('button', { name: 'Email me a code' }));
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(summary).toHaveTextContent(validationUnavailableMessage);
      await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('the typed value stays for another try', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
        'dana@riverside-clinic.example',
      );
    });
  },
};
