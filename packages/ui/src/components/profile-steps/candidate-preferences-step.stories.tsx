import { type CandidatePreferencesInput, states } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CandidatePreferencesStep } from './candidate-preferences-step';

function homeState(code: string) {
  const state = states.find((item) => item.id === code);
  if (!state) throw new Error(`No state ${code}`);
  return {
    description: state.name,
    coords: { latitude: state.coords.latitude, longitude: state.coords.longitude },
  };
}

const resumed: CandidatePreferencesInput = {
  specialty: ['internal-medicine', 'pediatrics'],
  subSpecialty: ['cardiovascular-disease', 'pediatric-cardiology'],
  homeState: [homeState('TX'), homeState('OK')],
  boardCertStatus: 'board-certified',
  minExperience: 3,
  yearAvailableToStart: 2027,
};

/** Presses an arrow key as a person does (down, wait for the move, up): Radix chooses on the move. */
async function pressArrow(key: 'ArrowRight' | 'ArrowLeft', target: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(target).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

/** A 390 px wide phone, 900 px tall: the story tests' window is 900 px tall and scales down anything taller. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Profile/CandidatePreferencesStep',
  component: CandidatePreferencesStep,
  parameters: { viewport: { options: viewports } },
  args: {
    startYears: { from: 2026, to: 2036 },
    onSubmit: fn(async () => {}),
    onBack: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CandidatePreferencesStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Resumed: Story = {
  name: 'Resumed with saved preferences',
  args: { defaultValues: resumed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Pediatrics' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Remove Cardiovascular Disease (Cardiology)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Texas' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Board certified' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'Minimum experience (years)' })).toHaveValue('3');
    await expect(canvas.getByRole('combobox', { name: 'Year available to start' })).toHaveTextContent('2027');
  },
};

export const ManyChoices: Story = {
  name: 'Many choices, long names',
  args: {
    defaultValues: {
      specialty: [
        'otolaryngology',
        'physical-medicine-and-rehabilitation',
        'preventive-medicine',
        'internal-medicine',
      ],
      subSpecialty: ['cardiovascular-disease', 'interventional-cardiology'],
      homeState: ['TX', 'OK', 'NM', 'LA', 'AR', 'CO', 'KS', 'DC', 'MP', 'VI'].map(homeState),
      boardCertStatus: 'board-eligible',
    },
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValues: resumed },
};

export const SubSpecialtiesFollowSpecialties: Story = {
  name: 'Sub-specialties listed for the chosen specialties',
  args: { defaultValues: { specialty: ['family-medicine'] } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const subSpecialty = canvas.getByRole('combobox', { name: 'Sub-specialties' });
    subSpecialty.focus();
    await userEvent.keyboard('Cardio');
    await expect(await body.findByText('No sub-specialties match. Try another spelling.')).toBeVisible();
    // The look-alike box gave way to the real one at the first key: find it again.
    await userEvent.clear(canvas.getByRole('combobox', { name: 'Sub-specialties' }));
    await userEvent.keyboard('Sports');
    const option = await body.findByRole('option', { name: /Sports Medicine/ });
    await expect(option).toHaveTextContent('Family Medicine');
    await expect(body.getAllByRole('option')).toHaveLength(1);
  },
};

export const KeyboardSubmit: Story = {
  name: 'Keyboard: choose everything and save',
  play: async ({ args, canvas, canvasElement, step }) => {
    async function choose(text: string) {
      await userEvent.keyboard(text);
      await waitFor(() =>
        expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('aria-activedescendant'),
      );
      await userEvent.keyboard('{Enter}');
    }
    await step('specialties: type and press Enter for each', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('combobox', { name: 'Specialties' })).toHaveFocus();
      await choose('Family');
      await choose('Internal');
      await expect(canvas.getByRole('button', { name: 'Remove Family Medicine' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Remove Internal Medicine' })).toBeVisible();
    });
    await step('sub-specialties of those specialties', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('combobox', { name: 'Sub-specialties' })).toHaveFocus();
      await choose('Cardiovascular');
      await choose('Urgent');
    });
    await step('home states', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('combobox', { name: 'Home states' })).toHaveFocus();
      await choose('Tex');
      await choose('Oklah');
    });
    await step('board status with the arrow keys', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'No preference' })).toHaveFocus();
      await pressArrow('ArrowRight', canvas.getByRole('radio', { name: 'Board certified' }));
      await expect(canvas.getByRole('radio', { name: 'Board certified' })).toBeChecked();
    });
    await step('minimum experience and the year available', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('spinbutton', { name: 'Minimum experience (years)' })).toHaveFocus();
      await userEvent.keyboard('3');
      await userEvent.tab();
      const year = canvas.getByRole('combobox', { name: 'Year available to start' });
      await expect(year).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(year.ownerDocument.activeElement).toHaveAttribute('role', 'option'));
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(year).toHaveTextContent('2027'));
    });
    await step('Save sends the parsed preferences', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        specialty: ['family-medicine', 'internal-medicine'],
        subSpecialty: ['cardiovascular-disease', 'urgent-care-medicine'],
        homeState: [homeState('TX'), homeState('OK')],
        boardCertStatus: 'board-certified',
        minExperience: 3,
        yearAvailableToStart: 2027,
      });
    });
  },
};

export const OrphanSubSpecialty: Story = {
  name: 'Invalid input: a sub-specialty without its specialty',
  args: { defaultValues: resumed },
  play: async ({ args, canvas, step }) => {
    await step('Backspace in the specialties box removes Pediatrics', async () => {
      canvas.getByRole('combobox', { name: 'Specialties' }).focus();
      await userEvent.keyboard('{Backspace}');
      await expect(canvas.queryByRole('button', { name: 'Remove Pediatrics' })).not.toBeInTheDocument();
    });
    await step('saving points at the sub-specialty left behind', async () => {
      canvas.getByRole('button', { name: 'Save and continue' }).focus();
      await userEvent.keyboard('{Enter}');
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(
        within(summary).getByRole('link', { name: 'Choose sub-specialties of the chosen specialties' }),
      ).toBeVisible();
      const subSpecialty = canvas.getByRole('combobox', { name: 'Sub-specialties' });
      await expect(subSpecialty).toBeInvalid();
      await expect(subSpecialty).toHaveAccessibleDescription(
        /Choose sub-specialties of the chosen specialties/,
      );
      await expect(canvas.getByRole('button', { name: 'Remove Pediatric Cardiology' })).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const Submitting: Story = {
  name: 'Saving',
  args: { defaultValues: resumed, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  name: 'Server error: values are kept',
  args: {
    defaultValues: resumed,
    onSubmit: fn(async () => {
      throw new Error('Your preferences could not be saved right now. Try again in a minute.');
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    const message = await canvas.findByText(
      'Your preferences could not be saved right now. Try again in a minute.',
    );
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith(resumed);
    await expect(canvas.getByRole('button', { name: 'Remove Pediatrics' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Board certified' })).toBeChecked();
    // The message sits at the top of the step: show it whole in the screenshot.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};
