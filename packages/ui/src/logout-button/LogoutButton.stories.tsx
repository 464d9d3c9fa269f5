import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LogoutButton } from './LogoutButton';

const meta = {
  title: 'Components/LogoutButton',
  component: LogoutButton,
  args: { onLogout: fn() },
} satisfies Meta<typeof LogoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abmelden' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Abmelden' })).toBeDisabled();
  },
};
