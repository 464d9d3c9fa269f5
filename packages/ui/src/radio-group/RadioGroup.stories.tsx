import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Versandart',
    onChange: fn(),
    options: [
      { value: 'post', label: 'Paket', description: 'Lieferung in 2–4 Werktagen' },
      { value: 'spedition', label: 'Spedition', description: 'Für große Pflanzen, mit Terminabsprache' },
      { value: 'pickup', label: 'Abholung in der Baumschule' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'post' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Versandart' })).toBeVisible();
    const post = canvas.getByRole('radio', { name: 'Paket' });
    await expect(post).toBeChecked();
    await expect(post).toHaveAccessibleDescription('Lieferung in 2–4 Werktagen');
    await userEvent.click(canvas.getByText('Abholung in der Baumschule'));
    await expect(canvas.getByRole('radio', { name: 'Abholung in der Baumschule' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup');
  },
};

/** Tab enters the group on the chosen option; arrow keys move the choice. */
export const Keyboard: Story = {
  args: { defaultValue: 'post' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Paket' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Spedition' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('spedition');
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: 'Bitte wählen Sie eine Versandart.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Versandart' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Bitte wählen Sie eine Versandart.');
  },
};

export const Inline: Story = {
  args: {
    label: 'Anrede',
    inline: true,
    options: [
      { value: 'frau', label: 'Frau' },
      { value: 'herr', label: 'Herr' },
      { value: 'divers', label: 'Divers' },
    ],
  },
};
