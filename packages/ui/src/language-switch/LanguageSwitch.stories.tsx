import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: {
    label: 'Sprache',
    languages: [
      { code: 'de', name: 'Deutsch' },
      { code: 'en', name: 'English' },
    ],
    current: 'de',
    onChoose: fn(),
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onChoose).toHaveBeenCalledWith('en');
  },
};
