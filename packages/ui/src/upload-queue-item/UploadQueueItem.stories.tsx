import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UploadQueueItem } from './UploadQueueItem';

const meta = {
  title: 'Components/UploadQueueItem',
  component: UploadQueueItem,
  args: {
    name: 'thuja-hecke.jpg',
    size: 1_450_000,
    status: 'queued',
    progress: 0,
    onRemove: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof UploadQueueItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('1.4 MB')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Entfernen: thuja-hecke.jpg' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { status: 'uploading', progress: 63 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '63');
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen: thuja-hecke.jpg' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Processing: Story = { args: { status: 'processing', progress: 100 } };
