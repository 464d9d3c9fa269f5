import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingStatus, Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {};

/** A product card while its data loads; the region says so in words and is marked busy. */
export const ProductCardLoading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
      <LoadingStatus label="Produkte werden geladen …" />
      <Skeleton shape="rect" />
      <Skeleton lines={2} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton width="40%" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Produkte werden geladen …');
  },
};
