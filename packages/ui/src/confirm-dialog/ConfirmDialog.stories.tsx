import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'wirklich löschen?',
    children: 'Der Benutzer Anna Berger wird endgültig entfernt.',
    confirmLabel: 'Löschen',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Benutzer löschen
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onConfirm={() => {
            setOpen(false);
            args.onConfirm();
          }}
          onCancel={() => {
            setOpen(false);
            args.onCancel();
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to document.body, so it is found through `screen`, not the story canvas.
export const Confirms: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Benutzer löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'wirklich löschen?' });
    await expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Benutzer löschen' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { open: true } };
