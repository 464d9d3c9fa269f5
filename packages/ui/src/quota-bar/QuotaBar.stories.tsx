import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuotaBar } from './QuotaBar';

const MB = 1024 * 1024;

const meta = {
  title: 'Components/QuotaBar',
  component: QuotaBar,
  args: { used: 120 * MB, total: 500 * MB, label: 'Speicherplatz' },
} satisfies Meta<typeof QuotaBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InUse: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Speicherplatz' })).toHaveAttribute('aria-valuenow', '24');
    await expect(canvas.getByText('120.0 MB / 500.0 MB')).toBeInTheDocument();
  },
};

export const AlmostFull: Story = { args: { used: 480 * MB } };
