import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordStrengthInput } from './PasswordStrengthInput';

const meta = {
  title: 'Components/PasswordStrengthInput',
  component: PasswordStrengthInput,
  args: { label: 'Passwort', name: 'password', onChange: fn() },
} satisfies Meta<typeof PasswordStrengthInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Passwort');
    const meter = canvas.getByRole('meter', { name: 'Passwortstärke' });
    await userEvent.type(input, 'garte');
    await expect(meter).toHaveAttribute('aria-valuetext', 'risky');
    await userEvent.type(input, 'A');
    await expect(meter).toHaveAttribute('aria-valuetext', 'guessable');
    await userEvent.type(input, '1');
    await expect(meter).toHaveAttribute('aria-valuetext', 'weak');
    await userEvent.type(input, '!');
    await expect(meter).toHaveAttribute('aria-valuetext', 'safe');
    await userEvent.type(input, 'R');
    await expect(meter).toHaveAttribute('aria-valuetext', 'secure');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const GermanLabels: Story = {
  args: {
    strengthLabels: {
      risky: 'riskant',
      guessable: 'erratbar',
      weak: 'schwach',
      safe: 'sicher',
      secure: 'sehr sicher',
    },
    defaultValue: 'Lebensbaum-2026!',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Passwort')).toHaveAccessibleDescription('sehr sicher');
  },
};

export const WithError: Story = {
  args: { error: 'Die Passwörter stimmen nicht überein', defaultValue: 'abc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Passwort')).toBeInvalid();
  },
};
