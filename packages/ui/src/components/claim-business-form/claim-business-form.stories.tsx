import type { ClaimResult } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../../layouts/auth-layout/auth-layout';
import type { LinkProps } from '../../lib/link';
import { ClaimBusinessForm, type OrganizationSuggestion } from './claim-business-form';
import { preloadOrganizationCombobox } from './organization-combobox';

const onNavigate = fn();

/** Stands in for react-router's `Link`: `({ href, ...props }) => <Link to={href} {...props} />`. */
const renderLink = ({ href, ...props }: LinkProps) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onNavigate(href);
    }}
  />
);

/** Never settles: the form stays in its pending state. */
const pending = () => new Promise<ClaimResult>(() => {});

const directory: OrganizationSuggestion[] = [
  { id: 'org-riverside', name: 'Riverside Family Clinic', city: 'Austin', state: 'TX' },
  { id: 'org-riverside-peds', name: 'Riverside Pediatrics', city: 'Round Rock', state: 'TX' },
  { id: 'org-lakeside', name: 'Lakeside Family Medicine', city: 'Madison', state: 'WI' },
];

const searchDirectory = async (query: string) =>
  directory.filter((organization) => organization.name.toLowerCase().includes(query.toLowerCase()));

const email = 'dana@riverside-clinic.example';
/** The server's answer to a claim that matched an entry with a contact email on file. */
const sentMessage =
  'We sent a link to o•••@riversidefamilyclinic.example, the email on file for Riverside Family Clinic.';
/** Passes the NPI check digit. */
const validNpi = '1234567893';

const meta = {
  title: 'Features/Auth/ClaimBusinessForm',
  component: ClaimBusinessForm,
  args: {
    onSubmit: fn(async (): Promise<ClaimResult> => ({ outcome: 'link-sent', message: sentMessage })),
    onSearchOrganizations: fn(searchDirectory),
    renderLink,
  },
  argTypes: { renderLink: { control: false } },
  // The organization box is a plain text box until the user reaches it; these stories test the combobox it
  // becomes, so it is loaded first (the swap itself is exercised end to end by the claim journey).
  beforeEach: async () => {
    await preloadOrganizationCombobox();
  },
  decorators: [
    // The form is the content of the auth layout's column (max-w-md); `inLayout` shows the whole screen.
    (Story, { parameters }) =>
      parameters.inLayout ? (
        <AuthLayout headline="Hire the physicians your patients are waiting for.">
          <Story />
        </AuthLayout>
      ) : (
        <div className="mx-auto w-full max-w-md">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ClaimBusinessForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

export const Playground: Story = {};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Claim your business' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'NPI number' })).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveValue('');
  },
};

export const ValidSubmit: Story = {
  name: 'Valid submit by keyboard, picking a suggestion',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('email and NPI number by keyboard', async () => {
      await userEvent.tab();
      await userEvent.keyboard(' Dana@Riverside-Clinic.example');
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'NPI number' })).toHaveFocus();
      await userEvent.keyboard(validNpi);
    });
    await step('typing in the organization box lists the directory, Enter picks the first', async () => {
      await userEvent.tab();
      const organization = canvas.getByRole('combobox', { name: 'Organization' });
      await expect(organization).toHaveFocus();
      await userEvent.keyboard('River');
      await waitFor(() => expect(args.onSearchOrganizations).toHaveBeenLastCalledWith('River'));
      const list = await body.findByRole('listbox');
      await expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Riverside Family ClinicAustin, TX', 'Riverside PediatricsRound Rock, TX']);
      await userEvent.keyboard('{Enter}');
      await expect(organization).toHaveValue('Riverside Family Clinic');
      await expect(organization).toHaveAttribute('aria-expanded', 'false');
      await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    });
    await step('Tab, Enter sends the exact payload', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Email me the link' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          email,
          npiNumber: validNpi,
          organization: 'Riverside Family Clinic',
        }),
      );
    });
    await step('the confirmation explains the link and takes focus', async () => {
      const heading = await canvas.findByRole('heading', {
        level: 1,
        name: 'Check the organization’s inbox',
      });
      await waitFor(() => expect(heading).toHaveFocus());
      await expect(canvas.getByText(sentMessage)).toBeVisible();
      await expect(canvas.getByText(/never to the address typed here/)).toBeVisible();
    });
  },
};

/** Fills the form by typing the organization's name (no suggestion chosen). */
async function fill(canvas: Canvas, npi: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'NPI number' }), npi);
  await userEvent.type(canvas.getByRole('combobox', { name: 'Organization' }), 'Hill Country Cardiology');
  await userEvent.keyboard('{Escape}');
}

export const FreeText: Story = {
  name: 'Organization typed, not in the directory',
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'NPI number' }), validNpi);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Organization' }), 'Hill Country Cardiology');
    await expect(await body.findByText(/Not in our directory/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Email me the link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email,
        npiNumber: validNpi,
        organization: 'Hill Country Cardiology',
      }),
    );
  },
};

export const Suggestions: Story = {
  name: 'Suggestions open',
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Organization' }), 'side');
    await body.findByRole('option', { name: /Lakeside Family Medicine/ });
  },
};

/** True when something is drawn over the middle of `element` (a floating list, say). */
function isCovered(element: HTMLElement): boolean {
  // In view first: a point outside the viewport hits nothing (a story before this one may have scrolled the page).
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !element.contains(hit);
}

export const SuggestionsClose: Story = {
  name: 'Suggestions close on a pick or a press, uncovering the submit button',
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const organization = canvas.getByRole('combobox', { name: 'Organization' });
    const submit = canvas.getByRole('button', { name: 'Email me the link' });
    await step('a suggestion picked with the pointer fills the box and the list goes', async () => {
      await userEvent.type(organization, 'River');
      const option = await body.findByRole('option', { name: /Riverside Pediatrics/ });
      await expect(isCovered(submit)).toBe(false);
      await userEvent.click(option);
      await expect(organization).toHaveValue('Riverside Pediatrics');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(organization).toHaveAttribute('aria-expanded', 'false');
      await expect(organization).toHaveFocus();
      // Once the list has gone (a frame on a busy machine), nothing covers the button.
      await waitFor(() => expect(isCovered(submit)).toBe(false));
    });
    await step('a name not in the directory: pressing the note closes it', async () => {
      await userEvent.clear(organization);
      await userEvent.type(organization, 'Hill Country Cardiology');
      const note = await body.findByText(/Not in our directory/);
      await userEvent.click(note);
      await waitFor(() => expect(body.queryByText(/Not in our directory/)).not.toBeInTheDocument());
      await expect(organization).toHaveValue('Hill Country Cardiology');
      await waitFor(() => expect(isCovered(submit)).toBe(false));
    });
  },
};

/** A 390 px wide phone (the default frame, 1200 px wide, is the desktop). */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

/** The list is open over the page while the submit button stays in view and takes the press. */
const submitWithSuggestionsOpen: Story = {
  parameters: { padded: false, inLayout: true, viewport: { options: viewports } },
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const organization = canvas.getByRole('combobox', { name: 'Organization' });
    const submit = canvas.getByRole('button', { name: 'Email me the link' });
    await step('type the email, the NPI number and part of a name: the suggestions open', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), email);
      await userEvent.type(canvas.getByRole('textbox', { name: 'NPI number' }), validNpi);
      await userEvent.type(organization, 'Riverside Family');
      await body.findByRole('option', { name: /Riverside Family Clinic/ });
    });
    await step('the submit button is not under the list', async () => {
      await expect(organization).toHaveAttribute('aria-expanded', 'true');
      // Once the list has its place (it is positioned a frame after it shows, later on a busy machine).
      await waitFor(() => expect(isCovered(submit)).toBe(false));
    });
    await step('pressing it sends the name as typed', async () => {
      await userEvent.click(submit);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          email,
          npiNumber: validNpi,
          organization: 'Riverside Family',
        }),
      );
    });
  },
};

export const SubmitWithSuggestionsOpen: Story = {
  ...submitWithSuggestionsOpen,
  name: 'Suggestions open above the box, the submit button free (desktop)',
};

export const SubmitWithSuggestionsOpenPhone: Story = {
  ...submitWithSuggestionsOpen,
  name: 'Suggestions open above the box, the submit button free (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The list open, for the picture: above the box, the submit button in view. */
const suggestionsOpen: Story = {
  parameters: { padded: false, inLayout: true, viewport: { options: viewports } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'NPI number' }), validNpi);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Organization' }), 'side');
    await body.findByRole('option', { name: /Lakeside Family Medicine/ });
    // Once the list has its place (it is positioned a frame after it shows, later on a busy machine).
    const submit = canvas.getByRole('button', { name: 'Email me the link' });
    await waitFor(() => expect(isCovered(submit)).toBe(false));
  },
};

export const SuggestionsOpenDesktop: Story = {
  ...suggestionsOpen,
  name: 'Suggestions open in the auth layout (desktop)',
};

export const SuggestionsOpenPhone: Story = {
  ...suggestionsOpen,
  name: 'Suggestions open in the auth layout (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const InvalidNpi: Story = {
  name: 'Field errors: invalid NPI number',
  play: async ({ args, canvas, step }) => {
    await step('a wrong check digit shows the domain message by the field', async () => {
      await fill(canvas, '1234567890');
      await userEvent.click(canvas.getByRole('button', { name: 'Email me the link' }));
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      const npi = canvas.getByRole('textbox', { name: 'NPI number' });
      await expect(npi).toBeInvalid();
      await expect(npi).toHaveAccessibleDescription(
        expect.stringContaining('This NPI number is not valid: check the digits'),
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('fewer than 10 digits asks for all ten', async () => {
      const npi = canvas.getByRole('textbox', { name: 'NPI number' });
      await userEvent.clear(npi);
      await userEvent.type(npi, '12345');
      await waitFor(() =>
        expect(npi).toHaveAccessibleDescription(expect.stringContaining('Enter the 10-digit NPI number')),
      );
    });
  },
};

export const EmptySubmit: Story = {
  name: 'Field errors: nothing filled',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email me the link' }));
    const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter your email address',
      'Enter the 10-digit NPI number',
      'Choose the organization to claim',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvas }) => {
    await fill(canvas, validNpi);
    await userEvent.click(canvas.getByRole('button', { name: 'Email me the link' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Email me the link' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: {
    onSubmit: fn(async () => {
      throw new Error('Too many claims from this address. Try again in an hour.');
    }),
  },
  play: async ({ canvas }) => {
    await fill(canvas, validNpi);
    await userEvent.click(canvas.getByRole('button', { name: 'Email me the link' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Too many claims from this address'));
    await expect(canvas.getByRole('textbox', { name: 'NPI number' })).toHaveValue(validNpi);
    await expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveValue(
      'Hill Country Cardiology',
    );
  },
};

export const TryAgain: Story = {
  name: 'Sent, then try again with the values kept',
  play: async ({ canvas }) => {
    await fill(canvas, validNpi);
    await userEvent.click(canvas.getByRole('button', { name: 'Email me the link' }));
    const again = await canvas.findByRole('button', { name: 'Try again with other details' });
    again.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toHaveValue(email);
    await expect(canvas.getByRole('textbox', { name: 'NPI number' })).toHaveValue(validNpi);
    await expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveValue(
      'Hill Country Cardiology',
    );
  },
};

export const InReview: Story = {
  name: 'Sent: the claim waits for review',
  args: {
    onSubmit: fn(
      async (values: { email: string }): Promise<ClaimResult> => ({
        outcome: 'in-review',
        message: `We will review your claim and email you at ${values.email} within two business days.`,
      }),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas, validNpi);
    await userEvent.click(canvas.getByRole('button', { name: 'Email me the link' }));
    await canvas.findByRole('heading', { level: 1, name: 'We will review your claim' });
    await expect(
      canvas.getByText(`We will review your claim and email you at ${email} within two business days.`),
    ).toBeVisible();
    // The link-sent help (the contact on file) would contradict a review: it is not shown.
    await expect(canvas.queryByText(/never to the address typed here/)).toBeNull();
  },
};

export const NoMatch: Story = {
  name: 'Sent: nothing matched',
  args: {
    onSubmit: fn(
      async (): Promise<ClaimResult> => ({
        outcome: 'no-match',
        message:
          'These details do not match an organization that can be claimed. Check the NPI number and the organization’s name.',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas, validNpi);
    await userEvent.click(canvas.getByRole('button', { name: 'Email me the link' }));
    await canvas.findByRole('heading', { level: 1, name: 'We could not match these details' });
    await expect(canvas.queryByRole('heading', { name: /Check/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again with other details' }));
    await expect(canvas.getByRole('textbox', { name: 'NPI number' })).toHaveValue(validNpi);
  },
};

export const LongText: Story = {
  name: 'Long text (sent)',
  args: {
    onSubmit: fn(
      async (): Promise<ClaimResult> => ({
        outcome: 'link-sent',
        message:
          'We sent a link to c•••@riverside-family-medicine-and-pediatrics-of-central-texas.example, the email on ' +
          'file for Riverside Family Medicine, Pediatrics and Women’s Health Associates of Central Texas.',
      }),
    ),
    defaultValues: {
      email: 'credentialing.and.recruiting.office@riverside-family-medicine-and-pediatrics.example',
      npiNumber: validNpi,
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('combobox', { name: 'Organization' }),
      'Riverside Family Medicine, Pediatrics and Women’s Health Associates of Central Texas',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Email me the link' }));
    await canvas.findByRole('heading', { level: 1, name: 'Check the organization’s inbox' });
  },
};

export const InLayoutMobile: Story = {
  name: 'In the auth layout, mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { padded: false, inLayout: true },
};
