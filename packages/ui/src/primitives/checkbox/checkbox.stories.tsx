import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { id: 'visa', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <label htmlFor={args.id} className="text-sm">
        Sponsors J-1 visa waivers
      </label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Sponsors J-1 visa waivers' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAttribute('data-state', 'checked');
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Sponsors J-1 visa waivers' });
    await expect(checkbox).toBePartiallyChecked();
    await expect(checkbox).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  name: 'Click and keyboard',
  play: async ({ args, canvas, step }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Sponsors J-1 visa waivers' });
    await step('Tab focuses it and Space toggles it', async () => {
      await userEvent.tab();
      await expect(checkbox).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(checkbox).toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
    await step('clicking the label toggles it back', async () => {
      await userEvent.click(canvas.getByText('Sponsors J-1 visa waivers'));
      await expect(checkbox).not.toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    });
  },
};

const benefits = ['Health insurance', 'Malpractice coverage', 'CME allowance', 'Relocation assistance'];

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(['Health insurance']);
  const all = chosen.length === benefits.length;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Benefits offered</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id="all-benefits"
          checked={all ? true : chosen.length > 0 ? 'indeterminate' : false}
          onCheckedChange={() => setChosen(all ? [] : benefits)}
        />
        <label htmlFor="all-benefits" className="font-medium text-sm">
          All benefits
        </label>
      </div>
      {benefits.map((benefit) => (
        <div key={benefit} className="ms-6 flex items-center gap-2">
          <Checkbox
            id={benefit}
            checked={chosen.includes(benefit)}
            onCheckedChange={(checked) =>
              setChosen((current) =>
                checked === true ? [...current, benefit] : current.filter((item) => item !== benefit),
              )
            }
          />
          <label htmlFor={benefit} className="text-sm">
            {benefit}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** A parent checkbox that is indeterminate while only some children are checked. */
export const SelectAllGroup: Story = {
  name: 'Select all (indeterminate)',
  render: () => <SelectAll />,
  play: async ({ canvas, step }) => {
    const all = canvas.getByRole('checkbox', { name: 'All benefits' });
    await step('some checked: the parent is mixed', async () => {
      await expect(all).toBePartiallyChecked();
    });
    await step('Space on the parent checks every child', async () => {
      all.focus();
      await userEvent.keyboard(' ');
      await expect(all).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: 'CME allowance' })).toBeChecked();
    });
  },
};

export const LongLabel: Story = {
  name: 'Long label',
  render: (args) => (
    <div className="flex max-w-sm items-start gap-2">
      <Checkbox {...args} />
      <label htmlFor={args.id} className="pt-0.5 text-sm">
        I confirm that this position offers the salary range, benefits and schedule described above and that
        the practice will respond to every applicant within ten business days.
      </label>
    </div>
  ),
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="inline-grid grid-cols-[auto_repeat(4,max-content)] items-center gap-x-6 gap-y-3 text-sm">
      <span />
      {['unchecked', 'checked', 'indeterminate', 'disabled'].map((column) => (
        <span key={column} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {column}
        </span>
      ))}
      {(['default', 'invalid'] as const).map((row) => (
        <div key={row} className="contents">
          <span className="font-medium">{row}</span>
          <Checkbox aria-label={`${row} unchecked`} aria-invalid={row === 'invalid' || undefined} />
          <Checkbox
            aria-label={`${row} checked`}
            aria-invalid={row === 'invalid' || undefined}
            defaultChecked
          />
          <Checkbox
            aria-label={`${row} indeterminate`}
            aria-invalid={row === 'invalid' || undefined}
            checked="indeterminate"
          />
          <Checkbox
            aria-label={`${row} disabled`}
            aria-invalid={row === 'invalid' || undefined}
            disabled
            defaultChecked
          />
        </div>
      ))}
    </div>
  ),
};
