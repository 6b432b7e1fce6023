import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the page in state so the stories can page for real. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const pageNumbers = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="pagination-page"]')].map((button) => button.textContent);

export const Playground: Story = {
  render: (args) => <StatefulPagination {...args} />,
};

export const Middle: Story = {
  name: 'In the middle (two ellipses)',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(pageNumbers(canvasElement)).toEqual(['1', '4', '5', '6', '20']);
    await expect(canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(2);
  },
};

export const FirstPage: Story = {
  name: 'First page',
  args: { page: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3', '4', '5', '20']);
  },
};

export const LastPage: Story = {
  name: 'Last page',
  args: { page: 20 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pageNumbers(canvasElement)).toEqual(['1', '16', '17', '18', '19', '20']);
  },
};

export const FewPages: Story = {
  name: 'Few pages (no ellipsis)',
  args: { page: 2, pageCount: 4 },
  play: async ({ canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3', '4']);
    await expect(canvasElement.querySelector('[data-slot="pagination-ellipsis"]')).not.toBeInTheDocument();
  },
};

export const SinglePage: Story = {
  name: 'Single page',
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const ManyPages: Story = {
  name: 'Many pages, wider window',
  args: { page: 500, pageCount: 1000, siblingCount: 2 },
};

export const Keyboard: Story = {
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ args, canvas, step }) => {
    await step('Tab reaches Previous, then the pages', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    });
    await step('Enter on a page calls onPageChange with it', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
      await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    });
    await step('Next (Space) moves one page on', async () => {
      canvas.getByRole('button', { name: 'Next' }).focus();
      await userEvent.keyboard(' ');
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    });
    await step('a click on Previous moves one page back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    });
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid gap-4">
      {[1, 3, 5, 10, 16, 20].map((page) => (
        <Pagination
          key={page}
          label={`Pagination at page ${page}`}
          page={page}
          pageCount={20}
          onPageChange={args.onPageChange}
        />
      ))}
      <Pagination label="Pagination of three" page={2} pageCount={3} onPageChange={args.onPageChange} />
    </div>
  ),
};
