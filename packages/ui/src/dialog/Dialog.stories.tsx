import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { TextInput } from '../text-input';
import { Dialog, type DialogProps } from './Dialog';

function WithTrigger(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  const emailRef = useRef<HTMLInputElement>(null);
  const close = () => {
    props.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Merkliste teilen
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        initialFocus={emailRef}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Abbrechen
            </Button>
            <Button onClick={close}>Link senden</Button>
          </>
        }
      >
        <TextInput ref={emailRef} label="E-Mail-Adresse" type="email" autoComplete="email" required />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: fn(),
    title: 'Merkliste teilen',
    description: 'Wir schicken einen Link zu Ihrer Merkliste an diese Adresse.',
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Merkliste teilen' });
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: 'Merkliste teilen' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Wir schicken einen Link zu Ihrer Merkliste an diese Adresse.',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: Tab stays inside, Escape closes, the focus is back on the button that opened it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Merkliste teilen' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const email = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Link senden' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Link senden' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const OpenOnAPhone: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Merkliste teilen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.offsetWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
