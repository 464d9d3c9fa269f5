import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Paginator } from './Paginator';

const meta = {
  title: 'Components/Paginator',
  component: Paginator,
  args: { page: 1, pageCount: 20, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Paginator
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Seite 20' }));
    await expect(canvas.getByRole('button', { name: 'Seite 20' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Seite 19' })).toBeInTheDocument();
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
  },
};

export const KeyboardNavigation: Story = {
  args: { pageCount: 3 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Vorherige Seite' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FewPages: Story = { args: { pageCount: 4, page: 2 } };
