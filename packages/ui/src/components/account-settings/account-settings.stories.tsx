import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountSettings } from './account-settings';

const meta = {
  title: 'Features/Account/AccountSettings',
  component: AccountSettings,
  args: {
    email: 'office@riverside.example',
    organizationName: 'Riverside Family Clinic',
    onRequestEmailChange: fn(async () => undefined),
    onVerifyEmailChange: fn(async () => undefined),
    onChangePassword: fn(async () => undefined),
    onArchive: fn(async () => undefined),
  },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The current password every email change is confirmed with in these stories. */
const CURRENT_PASSWORD = 'Harbor-Lantern-42';

/** Opens the email change by keyboard and asks for a code to `address`, with the current password. */
async function requestCode(canvas: Canvas, address: string, password = CURRENT_PASSWORD) {
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: 'Change email' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'New email address' })).toHaveFocus());
  await userEvent.keyboard(address);
  await userEvent.tab();
  if (password) await userEvent.keyboard(password);
  await userEvent.keyboard('{Enter}');
}

/** Types the three password fields by keyboard, skipping each show / hide toggle, and submits. */
async function typePasswords(canvas: Canvas, current: string, next: string, again: string) {
  canvas.getByLabelText(/^Current password/u, { selector: 'input' }).focus();
  if (current) await userEvent.keyboard(current);
  await userEvent.tab();
  await userEvent.tab();
  if (next) await userEvent.keyboard(next);
  await userEvent.tab();
  await userEvent.tab();
  if (again) await userEvent.keyboard(again);
  await userEvent.keyboard('{Enter}');
}

export const Playground: Story = {};

/** A member of the team: their email shown, their own password to change, and what only the owner does. */
export const Delegate: Story = {
  args: { isDelegate: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Email' })).toHaveTextContent('office@riverside.example');
    await expect(canvas.queryByRole('button', { name: 'Change email' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Archive account' })).not.toBeInTheDocument();
    await expect(
      canvas.getByText(/You sign in to Riverside Family Clinic with your own email and password/),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Password' })).toBeVisible();
    await typePasswords(canvas, CURRENT_PASSWORD, 'Maple-Courtyard-77', 'Maple-Courtyard-77');
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        oldPassword: CURRENT_PASSWORD,
        newPassword: 'Maple-Courtyard-77',
      }),
    );
  },
};

export const ChangeEmail: Story = {
  name: 'Change email by keyboard',
  play: async ({ args, canvas, step }) => {
    await step('the new address is sent, lower-cased', async () => {
      await requestCode(canvas, 'Dana@Riverside-Health.example');
      await waitFor(() =>
        expect(args.onRequestEmailChange).toHaveBeenCalledWith({
          email: 'dana@riverside-health.example',
          password: CURRENT_PASSWORD,
        }),
      );
    });
    await step('the code step names the address and takes focus', async () => {
      await expect(await canvas.findByRole('form', { name: 'Confirm new email' })).toHaveTextContent(
        'We sent a 6-digit code to dana@riverside-health.example.',
      );
      await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveFocus());
    });
    await step('Enter confirms with the exact code; focus returns to "Change email"', async () => {
      await userEvent.keyboard('482913{Enter}');
      await waitFor(() =>
        expect(args.onVerifyEmailChange).toHaveBeenCalledWith({
          email: 'dana@riverside-health.example',
          otp: '482913',
        }),
      );
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        'Your email address is now dana@riverside-health.example.',
      );
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Change email' })).toHaveFocus());
    });
  },
};

export const InvalidEmail: Story = {
  name: 'Change email: invalid address',
  play: async ({ args, canvas }) => {
    await requestCode(canvas, 'dana@riverside');
    const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
    await waitFor(() => expect(summary).toHaveFocus());
    const field = canvas.getByRole('textbox', { name: 'New email address' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      'We will send a 6-digit code to it. Enter a valid email address, like name@practice.com',
    );
    await expect(field).toHaveValue('dana@riverside');
    await expect(args.onRequestEmailChange).not.toHaveBeenCalled();
  },
};

export const EmailTaken: Story = {
  name: 'Change email: refused by the server',
  args: {
    onRequestEmailChange: fn(async () => {
      throw new Error('The current password is not correct.');
    }),
  },
  play: async ({ canvas }) => {
    await requestCode(canvas, 'dana@riverside.example', 'Not-My-Password-1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The current password is not correct.');
    await expect(canvas.getByRole('textbox', { name: 'New email address' })).toHaveValue(
      'dana@riverside.example',
    );
  },
};

export const EmailPasswordMissing: Story = {
  name: 'Change email: current password missing',
  play: async ({ args, canvas }) => {
    await requestCode(canvas, 'dana@riverside.example', '');
    const form = canvas.getByRole('form', { name: 'Change email' });
    const field = within(form).getByLabelText(/^Current password/u, { selector: 'input' });
    await waitFor(() => expect(field).toBeInvalid());
    await expect(field).toHaveAccessibleDescription('To confirm it is you. Enter your current password');
    await expect(args.onRequestEmailChange).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  name: 'Change email: wrong code',
  args: {
    resendDelaySeconds: 0,
    onVerifyEmailChange: fn(async () => {
      throw new Error('That code is not right. Check the email and try again.');
    }),
  },
  play: async ({ args, canvas }) => {
    await requestCode(canvas, 'dana@riverside.example');
    const code = await canvas.findByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('111111{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That code is not right. Check the email and try again.',
    );
    await expect(args.onVerifyEmailChange).toHaveBeenCalledWith({
      email: 'dana@riverside.example',
      otp: '111111',
    });
    await expect(code).toHaveValue('111111');
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  },
};

export const ShortCode: Story = {
  name: 'Change email: code too short',
  args: { resendDelaySeconds: 0 },
  play: async ({ args, canvas }) => {
    await requestCode(canvas, 'dana@riverside.example');
    const code = await canvas.findByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('4829{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Enter the 6-digit code from the email'));
    await expect(args.onVerifyEmailChange).not.toHaveBeenCalled();
  },
};

export const ResendCountdown: Story = {
  name: 'Change email: resend countdown',
  args: { resendDelaySeconds: 2 },
  play: async ({ args, canvas, step }) => {
    await step('a new code can be asked for only after the countdown', async () => {
      await requestCode(canvas, 'dana@riverside.example');
      const resend = await canvas.findByRole('button', { name: /^Send a new code in 0:0[12]$/ });
      await expect(resend).toBeDisabled();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeEnabled(), {
        timeout: 4000,
      });
    });
    await step('asking again sends to the same address and restarts the countdown', async () => {
      canvas.getByRole('button', { name: 'Send a new code' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onRequestEmailChange).toHaveBeenCalledTimes(2));
      await expect(args.onRequestEmailChange).toHaveBeenLastCalledWith({
        email: 'dana@riverside.example',
        password: CURRENT_PASSWORD,
      });
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        'We sent a new code to dana@riverside.example.',
      );
      await expect(canvas.getByRole('button', { name: /^Send a new code in/ })).toBeDisabled();
      // Let the countdown finish so the screenshot never catches a passing second.
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeEnabled(), {
        timeout: 4000,
      });
    });
  },
};

export const ChangePassword: Story = {
  name: 'Change password by keyboard',
  play: async ({ args, canvas }) => {
    await typePasswords(canvas, 'Rounds-Demo-2026!', 'Morning clinic at eight', 'Morning clinic at eight');
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        oldPassword: 'Rounds-Demo-2026!',
        newPassword: 'Morning clinic at eight',
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has been changed.');
    await expect(canvas.getByLabelText(/^Current password/u, { selector: 'input' })).toHaveValue('');
  },
};

export const PasswordTooShort: Story = {
  name: 'Change password: too short',
  play: async ({ args, canvas }) => {
    await typePasswords(canvas, 'Rounds-Demo-2026!', 'short', 'short');
    const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['The password must be at least 8 characters']);
    await expect(canvas.getByLabelText(/^New password/u, { selector: 'input' })).toBeInvalid();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const PasswordMismatch: Story = {
  name: 'Change password: same as current, confirmation differs',
  play: async ({ args, canvas }) => {
    await typePasswords(canvas, 'Rounds-Demo-2026!', 'Rounds-Demo-2026!', 'Rounds-Demo-2027!');
    const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['The new password must differ from the current one', 'The two new passwords do not match']);
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const PasswordRefused: Story = {
  name: 'Change password: wrong current password',
  args: {
    onChangePassword: fn(async () => {
      throw new Error('The current password is not correct.');
    }),
  },
  play: async ({ canvas }) => {
    await typePasswords(canvas, 'Rounds-Demo-2025!', 'Morning clinic at eight', 'Morning clinic at eight');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The current password is not correct.');
    await expect(canvas.getByLabelText(/^Current password/u, { selector: 'input' })).toHaveValue(
      'Rounds-Demo-2025!',
    );
    await expect(canvas.getByLabelText(/^New password/u, { selector: 'input' })).toHaveValue(
      'Morning clinic at eight',
    );
    await expect(canvas.getByLabelText(/^Confirm new password/u, { selector: 'input' })).toHaveValue(
      'Morning clinic at eight',
    );
  },
};

/** Opens the archive dialog from its trigger by keyboard; focus starts on "Keep account". */
async function openArchive(canvas: Canvas, body: Canvas) {
  const trigger = canvas.getByRole('button', { name: 'Archive account' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('alertdialog', { name: 'Archive Riverside Family Clinic?' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep account' })).toHaveFocus());
  return { trigger, dialog };
}

export const Archive: Story = {
  name: 'Archive by keyboard',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const { trigger } = await openArchive(canvas, body);
    const dialog = body.getByRole('alertdialog');
    const archive = within(dialog).getByRole('button', { name: 'Archive account' });
    const name = within(dialog).getByRole('textbox', { name: 'Type Riverside Family Clinic to confirm' });
    const password = within(dialog).getByLabelText(/^Your password/u, { selector: 'input' });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await step('a confirmation text that does not match keeps the button disabled', async () => {
      await openArchive(canvas, body);
      const reopened = body.getByRole('alertdialog');
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await expect(within(reopened).getByRole('textbox', { name: /to confirm/ })).toHaveFocus();
      await userEvent.keyboard('Riverside Clinic');
      await userEvent.tab();
      await userEvent.keyboard('Rounds-Demo-2026!');
      await expect(within(reopened).getByRole('button', { name: 'Archive account' })).toBeDisabled();
    });
    await step('the exact name enables it; Enter archives with the password', async () => {
      const reopened = body.getByRole('alertdialog');
      const nameField = within(reopened).getByRole('textbox', { name: /to confirm/ });
      nameField.focus();
      await userEvent.clear(nameField);
      await userEvent.keyboard('Riverside Family Clinic');
      await expect(within(reopened).getByRole('button', { name: 'Archive account' })).toBeEnabled();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onArchive).toHaveBeenCalledWith({ password: 'Rounds-Demo-2026!' }));
      await expect(args.onArchive).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    });
    // The first dialog's elements were unmounted on close.
    await expect(archive).not.toBeInTheDocument();
    await expect(name).not.toBeInTheDocument();
    await expect(password).not.toBeInTheDocument();
  },
};

export const ArchiveMismatch: Story = {
  name: 'Archive: confirmation does not match',
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const { dialog } = await openArchive(canvas, body);
    const name = within(dialog).getByRole('textbox', { name: /to confirm/ });
    name.focus();
    await userEvent.keyboard('riverside family clinic');
    await userEvent.tab();
    await userEvent.keyboard('Rounds-Demo-2026!{Enter}');
    await expect(name).toHaveAttribute('data-state', 'mismatch');
    await expect(within(dialog).getByRole('button', { name: 'Archive account' })).toBeDisabled();
    await expect(args.onArchive).not.toHaveBeenCalled();
  },
};

export const ArchiveRefused: Story = {
  name: 'Archive: wrong password',
  args: {
    onArchive: fn(async () => {
      throw new Error('The password is not correct.');
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const { dialog } = await openArchive(canvas, body);
    const name = within(dialog).getByRole('textbox', { name: /to confirm/ });
    name.focus();
    await userEvent.keyboard('Riverside Family Clinic');
    await userEvent.tab();
    await userEvent.keyboard('Rounds-Demo-2025!{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct.');
    await expect(args.onArchive).toHaveBeenCalledWith({ password: 'Rounds-Demo-2025!' });
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('Riverside Family Clinic');
    await expect(within(dialog).getByLabelText(/^Your password/u, { selector: 'input' })).toHaveValue(
      'Rounds-Demo-2025!',
    );
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    email: 'physician.recruitment.coordinator@riverside-multispecialty-health-partners.example',
    organizationName: 'Riverside Multi-Specialty Health Partners of Central Texas',
  },
};

/** At 390 px the sections stack and nothing overflows. */
export const Narrow: Story = {
  name: 'Narrow (390 px)',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 342 }}>
        <Story />
      </div>
    ),
  ],
};
