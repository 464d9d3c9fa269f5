import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SwatchGroup } from './SwatchGroup';

const meta = {
  title: 'Components/SwatchGroup',
  component: SwatchGroup,
  args: {
    label: 'Farbe',
    onChange: fn(),
    options: [
      { value: 'rot', label: 'Dunkelrot', color: '#8b1e2d' },
      { value: 'rosa', label: 'Rosa', color: '#f2a7bd' },
      { value: 'weiss', label: 'Weiß', color: '#ffffff' },
      { value: 'gelb', label: 'Gelb', color: '#f3c623', disabled: true },
      { value: 'apricot', label: 'Apricot', color: '#f6b189' },
    ],
  },
} satisfies Meta<typeof SwatchGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'rot' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Farbe' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Dunkelrot' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Weiß' }));
    await expect(canvas.getByRole('radio', { name: 'Weiß' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('weiss');
    // The chosen colour is written beside the question.
    await expect(canvas.getByText('Weiß', { selector: '.gw-swatches__chosen' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'weiss' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Weiß' })).toHaveFocus();
    // Gelb is sold out: the arrow key skips it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Apricot' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('apricot');
    await expect(canvas.getByRole('radio', { name: 'Gelb' })).toBeDisabled();
  },
};
