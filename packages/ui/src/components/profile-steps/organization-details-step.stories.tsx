import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationDetailsStep, type OrganizationDetailsStepValues } from './organization-details-step';

/** Images served from the repository by the Storybook server, so stories need no network. */
const assets = '/packages/ui/src/components/profile-steps/story-assets';
const logoUrl = `${assets}/riverside-logo.svg`;
const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#0e6e87"/><path d="M48 20v26M35 33h26" stroke="#eef9fb" stroke-width="8" stroke-linecap="round"/></svg>';

function logoFile(name = 'riverside-logo.svg') {
  return new File([logoSvg], name, { type: 'image/svg+xml' });
}

const resumed: Partial<OrganizationDetailsStepValues> = {
  logo: logoUrl,
  organizationName: 'Riverside Family Clinic',
  practiceManagerName: 'Dana Whitfield',
  email: 'office@riversideclinic.com',
  phoneNumber: '(512) 555-0100',
  features: {
    practiceType: 'multi-specialty-group',
    noOfPhysician: 12,
    nonPhysicianProvider: 4,
    aboutUs:
      'A family-owned clinic on the river in Austin since 1998. Twelve physicians, four nurse practitioners and a team that answers the phone by the second ring.',
  },
};

/** A 390 px wide phone, 900 px tall: the story tests' window is 900 px tall and scales down anything taller. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Profile/OrganizationDetailsStep',
  component: OrganizationDetailsStep,
  parameters: { viewport: { options: viewports } },
  args: {
    onUploadLogo: fn(async () => ({ url: logoUrl })),
    onSubmit: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrganizationDetailsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="file-drop-input"]') as HTMLInputElement;
}

export const Playground: Story = {};

export const Resumed: Story = {
  name: 'Resumed with saved values',
  args: { defaultValues: resumed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Organization logo' })).toHaveAttribute('src', logoUrl);
    await expect(canvas.getByRole('textbox', { name: 'Organization name' })).toHaveValue(
      'Riverside Family Clinic',
    );
    await expect(canvas.getByRole('combobox', { name: 'Practice type' })).toHaveTextContent(
      'Multi-specialty group',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Number of physicians' })).toHaveValue('12');
    await expect(canvas.getByText('154 / 5,000 characters')).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValues: resumed, onBack: fn() },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    defaultValues: {
      ...resumed,
      organizationName:
        'The Greater Rio Grande Valley Regional Multi-Specialty Physicians Cooperative and Community Health Partnership',
      practiceManagerName: 'Maria-Guadalupe Fernández-Castellanos de la Rosa',
      email: 'practice.manager.recruiting@greaterriograndevalleyphysicianscooperative.org',
      features: {
        ...resumed.features,
        practiceType: 'community-health-center',
        aboutUs: 'We serve '.repeat(200),
      },
    } as Partial<OrganizationDetailsStepValues>,
  },
};

export const UploadingLogo: Story = {
  name: 'Logo uploading',
  args: { onUploadLogo: fn(() => new Promise<{ url: string }>(() => {})) },
  play: async ({ args, canvas, canvasElement }) => {
    const file = logoFile();
    fireEvent.change(fileInput(canvasElement), { target: { files: [file] } });
    await expect(args.onUploadLogo).toHaveBeenCalledWith(file);
    const progress = await canvas.findByRole('progressbar', { name: 'Uploading riverside-logo.svg' });
    await expect(progress).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const UploadFailed: Story = {
  name: 'Logo upload failed',
  args: {
    onUploadLogo: fn(async () => {
      throw new Error('This image is larger than 5 MB.');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    fireEvent.change(fileInput(canvasElement), { target: { files: [logoFile('front-sign.png')] } });
    const message = await canvas.findByText(
      'front-sign.png was not uploaded. This image is larger than 5 MB.',
    );
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('group', { name: 'Organization logo' })).toHaveAccessibleDescription(
      /This image is larger than 5 MB\./,
    );
    // The drop zone stays, to choose another image.
    await expect(canvas.getByRole('button', { name: 'Choose a logo' })).toBeVisible();
  },
};

export const RemoveLogo: Story = {
  name: 'Keyboard: remove the logo',
  args: { defaultValues: resumed },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove logo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img', { name: 'Organization logo' })).not.toBeInTheDocument();
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // Sent as null: edit profile's save clears the saved logo (left out, the server would keep it).
    const [payload] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(payload).toHaveProperty('logo', null);
  },
};

export const ValidSubmit: Story = {
  name: 'Keyboard: valid submit sends the payload',
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('upload a logo', async () => {
      fireEvent.change(fileInput(canvasElement), { target: { files: [logoFile()] } });
      await expect(await canvas.findByRole('img', { name: 'Organization logo' })).toHaveAttribute(
        'src',
        logoUrl,
      );
    });
    await step('fill every field with the keyboard', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Remove logo' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.keyboard('  Riverside Family Clinic ');
      await userEvent.tab();
      await userEvent.keyboard('Dana Whitfield');
      await userEvent.tab();
      await userEvent.keyboard('Office@RiversideClinic.com');
      await userEvent.tab();
      await userEvent.keyboard('(512) 555-0100');
      await userEvent.tab();
      const practiceType = canvas.getByRole('combobox', { name: 'Practice type' });
      await expect(practiceType).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(practiceType.ownerDocument.activeElement).toHaveAttribute('role', 'option'));
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await waitFor(() => expect(practiceType).toHaveTextContent('Multi-specialty group'));
      await userEvent.tab();
      await expect(canvas.getByRole('spinbutton', { name: 'Number of physicians' })).toHaveFocus();
      await userEvent.keyboard('12');
      await userEvent.tab();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
      await userEvent.tab();
      await userEvent.keyboard('Family medicine on the river since 1998.');
      await expect(canvas.getByText('40 / 5,000 characters')).toBeVisible();
    });
    await step('Enter on "Save and continue" sends the parsed payload', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        logo: logoUrl,
        organizationName: 'Riverside Family Clinic',
        practiceManagerName: 'Dana Whitfield',
        email: 'office@riversideclinic.com',
        phoneNumber: '(512) 555-0100',
        features: {
          practiceType: 'multi-specialty-group',
          noOfPhysician: 12,
          nonPhysicianProvider: 4,
          aboutUs: 'Family medicine on the river since 1998.',
        },
      });
    });
  },
};

export const FieldErrors: Story = {
  name: 'Invalid input: messages by the fields',
  play: async ({ args, canvas, step }) => {
    await step('type a bad email and a short phone number, leave the rest, submit', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Organization email' }), 'office@riverside');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '555-01');
      canvas.getByRole('button', { name: 'Save and continue' }).focus();
      await userEvent.keyboard('{Enter}');
    });
    await step('the summary takes focus and lists every message in page order', async () => {
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Enter the organization name',
        "Enter the practice manager's name",
        'Enter a valid email address, like name@practice.com',
        'Enter a valid phone number, like (512) 555-0100',
        'Choose the practice type',
        'Enter the number of physicians',
      ]);
    });
    await step('each field shows its message and keeps what was typed', async () => {
      const phone = canvas.getByRole('textbox', { name: 'Phone number' });
      await expect(phone).toBeInvalid();
      await expect(phone).toHaveAccessibleDescription(/Enter a valid phone number, like \(512\) 555-0100/);
      await expect(phone).toHaveValue('555-01');
      await expect(canvas.getByRole('textbox', { name: 'Organization email' })).toHaveValue(
        'office@riverside',
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** Everything filled in but the number of physicians, which was left empty. */
const withoutPhysicianCount = {
  ...resumed,
  features: { practiceType: 'multi-specialty-group', nonPhysicianProvider: 4 },
} as Partial<OrganizationDetailsStepValues>;

/** Submits the step with the physician count empty: the field says what to enter, not the range it takes. */
const sayWhatToEnter: Story['play'] = async ({ args, canvas }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
  const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
  await expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Enter the number of physicians']);
  const physicians = canvas.getByRole('spinbutton', { name: 'Number of physicians' });
  await expect(physicians).toBeInvalid();
  await expect(physicians).toHaveAccessibleDescription(
    'Doctors (MD or DO) on staff. Enter the number of physicians',
  );
  await expect(args.onSubmit).not.toHaveBeenCalled();
};

export const PhysicianCountEmpty: Story = {
  name: 'Number of physicians left empty (desktop)',
  args: { defaultValues: withoutPhysicianCount },
  play: sayWhatToEnter,
};

export const PhysicianCountEmptyPhone: Story = {
  name: 'Number of physicians left empty (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValues: withoutPhysicianCount },
  play: sayWhatToEnter,
};

export const Submitting: Story = {
  name: 'Saving',
  args: { defaultValues: resumed, onBack: fn(), onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    const saving = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Server error: values are kept',
  args: {
    defaultValues: resumed,
    onSubmit: fn(async () => {
      throw new Error('An organization with this email already exists. Use another email or sign in.');
    }),
  },
  play: async ({ args, canvas, step, canvasElement }) => {
    await step('the rejected save shows the server message, which takes focus', async () => {
      canvas.getByRole('button', { name: 'Save and continue' }).focus();
      await userEvent.keyboard('{Enter}');
      const message = await canvas.findByText(
        'An organization with this email already exists. Use another email or sign in.',
      );
      await expect(canvas.getByText('This step was not saved')).toBeVisible();
      await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    });
    await step('every value is still there, so a fix and a second try is enough', async () => {
      const email = canvas.getByRole('textbox', { name: 'Organization email' });
      await expect(email).toHaveValue('office@riversideclinic.com');
      await expect(canvas.getByRole('textbox', { name: 'Organization name' })).toHaveValue(
        'Riverside Family Clinic',
      );
      await userEvent.clear(email);
      await userEvent.type(email, 'recruiting@riversideclinic.com');
      await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
      await expect(args.onSubmit).toHaveBeenLastCalledWith(
        expect.objectContaining({ email: 'recruiting@riversideclinic.com', logo: logoUrl }),
      );
    });
    // The message sits at the top of the step: show it whole in the screenshot.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};
