import type { Location } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocationsStep } from './locations-step';

const places: Location[] = [
  {
    description: 'Austin, TX, USA',
    city: 'Austin',
    state: 'TX',
    coords: { latitude: 30.2672, longitude: -97.7431 },
  },
  {
    description: '1200 W 38th St, Austin, TX 78705',
    city: 'Austin',
    state: 'TX',
    coords: { latitude: 30.3052, longitude: -97.7449 },
  },
  {
    description: 'Round Rock, TX, USA',
    city: 'Round Rock',
    state: 'TX',
    coords: { latitude: 30.5083, longitude: -97.6789 },
  },
  {
    description: 'Pflugerville, TX, USA',
    city: 'Pflugerville',
    state: 'TX',
    coords: { latitude: 30.4394, longitude: -97.62 },
  },
  {
    description: 'San Marcos, TX, USA',
    city: 'San Marcos',
    state: 'TX',
    coords: { latitude: 29.883, longitude: -97.941 },
  },
];

/**
 * A stand-in for `generate-location`: resolves at once with fixed places. Like the server it forgives a
 * typo: a place matches when it contains the text, or starts with the same three letters.
 */
function searchPlaces(query: string): Promise<Location[]> {
  const needle = query.trim().toLowerCase();
  return Promise.resolve(
    places.filter((place) => {
      const text = place.description.toLowerCase();
      return text.includes(needle) || (needle.length >= 3 && text.startsWith(needle.slice(0, 3)));
    }),
  );
}

const cities = [
  'Abilene',
  'Amarillo',
  'Arlington',
  'Beaumont',
  'Brownsville',
  'College Station',
  'Corpus Christi',
  'Dallas',
  'Denton',
  'El Paso',
  'Fort Worth',
  'Frisco',
  'Houston',
  'Killeen',
  'Laredo',
  'Lubbock',
  'McAllen',
  'Midland',
  'Odessa',
  'Plano',
  'San Angelo',
  'San Antonio',
  'Tyler',
  'Waco',
];
const manyLocations: Location[] = cities.map((city, index) => ({
  description: `${city}, TX, USA`,
  city,
  state: 'TX',
  coords: { latitude: 26 + index * 0.4, longitude: -106 + index * 0.4 },
}));

/** A 390 px wide phone, 900 px tall: the story tests' window is 900 px tall and scales down anything taller. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Profile/LocationsStep',
  component: LocationsStep,
  parameters: { viewport: { options: viewports } },
  args: {
    onSearchLocations: fn(searchPlaces),
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
} satisfies Meta<typeof LocationsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Resumed: Story = {
  name: 'Resumed with saved locations',
  args: { defaultValues: { locations: places.slice(0, 3), numberOfLocations: 5 } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '3 locations added' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('spinbutton', { name: 'Number of locations' })).toHaveValue('5');
  },
};

export const ManyLocations: Story = {
  name: 'Many locations',
  args: { defaultValues: { locations: manyLocations, numberOfLocations: 30 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '24 locations added' })).toBeVisible();
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    defaultValues: {
      locations: [
        {
          description:
            'Greater Rio Grande Valley Regional Medical Plaza, Suite 1400, 2101 South McColl Road, Edinburg, TX 78539',
          city: 'Edinburg',
          state: 'TX',
          coords: { latitude: 26.28, longitude: -98.16 },
        },
        {
          description: 'Llano Estacado Community Health Center – Northwest Campus, Lubbock, TX 79416',
          city: 'Lubbock',
          state: 'TX',
          coords: { latitude: 33.58, longitude: -101.93 },
        },
      ],
      numberOfLocations: 2,
    },
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValues: { locations: places.slice(0, 3), numberOfLocations: 3 } },
};

export const NoMatch: Story = {
  name: 'Search: no places match',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('Zzyzx');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('No places match')).toBeVisible();
    await expect(args.onSearchLocations).toHaveBeenLastCalledWith('Zzyzx');
    await expect(canvas.getByRole('combobox', { name: 'Add your practice locations' })).toHaveFocus();
  },
};

export const KeyboardAdd: Story = {
  name: 'Keyboard: add, remove and save',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const search = canvas.getByRole('combobox', { name: 'Add your practice locations' });
    await step('type a place with a typo and choose the suggestion with Enter', async () => {
      await userEvent.tab();
      await expect(search).toHaveFocus();
      await userEvent.keyboard('Ausitn');
      await expect(await body.findByRole('option', { name: 'Austin, TX, USA' })).toBeVisible();
      await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant'));
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('list', { name: '1 location added' })).toHaveTextContent(
        'Austin, TX, USA',
      );
      await expect(search).toHaveValue('');
      await expect(search).toHaveFocus();
    });
    await step('add two more; the number of locations follows', async () => {
      await userEvent.keyboard('Round');
      await body.findByRole('option', { name: 'Round Rock, TX, USA' });
      await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant'));
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('San M');
      await body.findByRole('option', { name: 'San Marcos, TX, USA' });
      await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant'));
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('list', { name: '3 locations added' })).toBeVisible();
      await expect(canvas.getByRole('spinbutton', { name: 'Number of locations' })).toHaveValue('3');
    });
    await step('a chosen place is offered again only as "Already added"', async () => {
      await userEvent.keyboard('Austin, TX');
      const again = await body.findByRole('option', { name: /Austin, TX, USA/ });
      await expect(again).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{Escape}');
      await userEvent.clear(search);
    });
    await step('Tab to a remove button and press Enter', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Remove Round Rock, TX, USA' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('list', { name: '2 locations added' })).not.toHaveTextContent(
        'Round Rock',
      );
    });
    await step('raise the number of locations and save', async () => {
      const count = canvas.getByRole('spinbutton', { name: 'Number of locations' });
      count.focus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(count).toHaveValue('4');
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        locations: [places[0], places[4]],
        numberOfLocations: 4,
      });
    });
  },
};

export const FieldErrors: Story = {
  name: 'Invalid input: no location, too few counted',
  play: async ({ args, canvas, step }) => {
    await step('saving with no location asks for one', async () => {
      canvas.getByRole('button', { name: 'Save and continue' }).focus();
      await userEvent.keyboard('{Enter}');
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(within(summary).getByRole('link', { name: 'Add at least one location' })).toBeVisible();
      await expect(
        canvas.getByRole('combobox', { name: 'Add your practice locations' }),
      ).toHaveAccessibleDescription(/Add at least one location/);
    });
    await step('a number of locations below the places added is refused', async () => {
      const search = canvas.getByRole('combobox', { name: 'Add your practice locations' });
      search.focus();
      for (const text of ['Austin, TX', 'Round']) {
        await userEvent.keyboard(text);
        await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant'));
        await userEvent.keyboard('{Enter}');
      }
      const count = canvas.getByRole('spinbutton', { name: 'Number of locations' });
      await userEvent.clear(count);
      await userEvent.type(count, '1');
      canvas.getByRole('button', { name: 'Save and continue' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(count).toHaveAccessibleDescription(
          /The number of locations must be at least 2, the places you added/,
        ),
      );
      await expect(count).toBeInvalid();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const Submitting: Story = {
  name: 'Saving',
  args: {
    defaultValues: { locations: places.slice(0, 2), numberOfLocations: 2 },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  name: 'Server error: values are kept',
  args: {
    defaultValues: { locations: places.slice(0, 2), numberOfLocations: 3 },
    onSubmit: fn(async () => {
      throw new Error('The locations could not be saved right now. Try again in a minute.');
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    const message = await canvas.findByText(
      'The locations could not be saved right now. Try again in a minute.',
    );
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith({ locations: places.slice(0, 2), numberOfLocations: 3 });
    await expect(canvas.getByRole('list', { name: '2 locations added' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Number of locations' })).toHaveValue('3');
    // The message sits at the top of the step: show it whole in the screenshot.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};
