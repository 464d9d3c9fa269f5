import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const COUNTRIES = [
  { value: 'AT', label: 'Österreich' },
  { value: 'DE', label: 'Deutschland' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Land', options: COUNTRIES, name: 'country', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Land' });
    await userEvent.selectOptions(select, 'Deutschland');
    await expect(select).toHaveValue('DE');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithPlaceholderAndRequired: Story = {
  args: {
    placeholder: 'Bitte wählen',
    required: true,
    defaultValue: '',
    hint: 'Wir liefern nach Österreich und Deutschland.',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Land' });
    await expect(select).toBeRequired();
    await expect(select).toHaveValue('');
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Wir liefern nach Österreich und Deutschland.');
  },
};

export const WithError: Story = {
  args: { placeholder: 'Bitte wählen', defaultValue: '', error: 'Bitte wählen Sie ein Land.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Land' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Bitte wählen Sie ein Land.');
  },
};

export const ReachedByTab: Story = {
  render: (args) => (
    <>
      <Select {...args} />
      <Select {...args} label="Lieferland" name="delivery" />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Land' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Lieferland' })).toHaveFocus();
  },
};
