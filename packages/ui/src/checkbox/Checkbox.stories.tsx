import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Newsletter abonnieren', name: 'newsletter', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Newsletter abonnieren' });
    await userEvent.click(canvas.getByText('Newsletter abonnieren'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithHint: Story = {
  args: { hint: 'Höchstens einmal im Monat, jederzeit abbestellbar.', defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Newsletter abonnieren' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Höchstens einmal im Monat, jederzeit abbestellbar.');
  },
};

export const RequiredWithError: Story = {
  args: {
    label: (
      <>
        Ich akzeptiere die <a href="/agb">AGB</a>.
      </>
    ),
    required: true,
    error: 'Bitte akzeptieren Sie die AGB.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Ich akzeptiere die AGB.' });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Newsletter abonnieren' })).toBeDisabled();
  },
};
