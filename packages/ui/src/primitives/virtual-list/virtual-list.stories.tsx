import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { VirtualList } from './virtual-list';

type Applicant = { id: string; name: string; specialty: string; note?: string };

const specialties = ['Cardiology', 'Dermatology', 'Neurology', 'Pediatrics', 'Radiology', 'Oncology'];

function makeApplicants(count: number): Applicant[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `applicant-${index + 1}`,
    name: `Physician ${index + 1}`,
    specialty: specialties[index % specialties.length] ?? 'Cardiology',
  }));
}

const tenThousand = makeApplicants(10_000);

function ApplicantRow({ applicant }: { applicant: Applicant }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-border border-b px-4 py-3 text-sm">
      <span className="font-medium">{applicant.name}</span>
      <span className="text-muted-foreground">{applicant.specialty}</span>
      {applicant.note ? <p className="basis-full text-muted-foreground">{applicant.note}</p> : null}
    </div>
  );
}

const meta = {
  title: 'Primitives/VirtualList',
  component: VirtualList<Applicant>,
  args: {
    items: makeApplicants(100),
    label: 'Applicants',
    estimateSize: () => 45,
    getKey: (applicant) => applicant.id,
    renderItem: (applicant) => <ApplicantRow applicant={applicant} />,
    className: 'max-w-md',
  },
} satisfies Meta<typeof VirtualList<Applicant>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsIn = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-slot="virtual-list-item"]');

export const Playground: Story = {};

export const TenThousandRows: Story = {
  name: '10 000 rows',
  args: { items: tenThousand },
  play: async ({ canvas, canvasElement, step }) => {
    const list = canvas.getByRole('list', { name: 'Applicants' });
    await step('only the rows in view are in the DOM', async () => {
      await waitFor(() => expect(canvas.getByText('Physician 1')).toBeVisible());
      await expect(rowsIn(canvasElement).length).toBeLessThanOrEqual(50);
      await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');
    });
    await step('scrolling to the end shows the last row', async () => {
      list.scrollTop = list.scrollHeight;
      await waitFor(() => expect(canvas.getByText('Physician 10000')).toBeInTheDocument());
      await expect(rowsIn(canvasElement).length).toBeLessThanOrEqual(50);
      const last = canvas.getByText('Physician 10000').closest('li');
      await expect(last).toHaveAttribute('aria-posinset', '10000');
    });
    await step('back to the top for the screenshot', async () => {
      list.scrollTop = 0;
      await waitFor(() => expect(canvas.getByText('Physician 1')).toBeInTheDocument());
    });
  },
};

export const Keyboard: Story = {
  args: { items: tenThousand },
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('list', { name: 'Applicants' });
    await step('Tab focuses the scroll container', async () => {
      await userEvent.tab();
      await expect(list).toHaveFocus();
    });
    await step('End jumps to the last row', async () => {
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(canvas.getByText('Physician 10000')).toBeVisible());
    });
    await step('Home jumps back to the first row', async () => {
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(canvas.getByText('Physician 1')).toBeVisible());
      await expect(list.scrollTop).toBe(0);
    });
  },
};

export const VariableHeight: Story = {
  name: 'Long text (rows measured)',
  args: {
    items: makeApplicants(200).map((applicant, index) => ({
      ...applicant,
      note:
        index % 3 === 0
          ? 'Available from March; prefers outpatient work, speaks German, English and French, and holds a license for two federal states.'
          : undefined,
    })),
    estimateSize: () => 60,
  },
  render: (args) => (
    <VirtualList {...args} renderItem={(applicant) => <ApplicantRow applicant={applicant} />} />
  ),
};

export const Empty: Story = {
  args: {
    items: [],
    empty: (
      <EmptyState
        title="No applicants yet"
        description="Applications appear here."
        className="h-full max-w-md"
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'No applicants yet' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="virtual-list"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
  },
};

export const FewItems: Story = {
  name: 'Few items',
  args: { items: makeApplicants(3), className: 'h-auto max-h-96 max-w-md' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid grid-cols-[repeat(3,18rem)] gap-6">
      <VirtualList {...args} label="Three rows" items={makeApplicants(3)} className="h-48" />
      <VirtualList {...args} label="Many rows" items={tenThousand} className="h-48" />
      <VirtualList
        {...args}
        label="No rows"
        items={[]}
        className="h-48"
        empty={<EmptyState title="Empty" className="h-full py-4" headingLevel={3} />}
      />
    </div>
  ),
};
