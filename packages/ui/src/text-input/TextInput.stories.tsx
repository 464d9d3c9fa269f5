import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  args: { label: 'E-Mail', name: 'email', onChange: fn() },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'E-Mail' });
    await userEvent.click(canvas.getByText('E-Mail'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'anna@example.at');
    await expect(input).toHaveValue('anna@example.at');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { label: 'Telefon', type: 'tel', hint: 'Für Rückfragen zur Lieferung' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Telefon' });
    await expect(input).toHaveAccessibleDescription('Für Rückfragen zur Lieferung');
  },
};

export const WithError: Story = {
  args: { label: 'Postleitzahl', error: 'Bitte eine gültige Postleitzahl eingeben', defaultValue: '12' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postleitzahl' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Bitte eine gültige Postleitzahl eingeben');
  },
};

/** The star after the label is decoration: the name stays "E-Mail" and the field says it is required. */
export const Required: Story = {
  args: { required: true, autoComplete: 'email', type: 'email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-Mail' });
    await expect(input).toBeRequired();
    const star = getComputedStyle(canvas.getByText('E-Mail'), '::after').content;
    await expect(star).toContain('*');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'gesperrt@example.at' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-Mail' })).toBeDisabled();
  },
};

/** Validates on blur: the error appears and is announced as the field's description. */
export const ValidatesOnBlur: Story = {
  render: function ValidatingField(args) {
    const [error, setError] = useState<string | undefined>();
    return (
      <>
        <TextInput
          {...args}
          label="E-Mail"
          type="email"
          error={error}
          onBlur={(event) =>
            setError(event.currentTarget.value.includes('@') ? undefined : 'Ungültige E-Mail-Adresse')
          }
        />
        <button type="button">Weiter</button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'E-Mail' });
    await userEvent.type(input, 'anna');
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    await userEvent.type(input, '@example.at');
    await userEvent.tab();
    await expect(input).toBeValid();
  },
};
