import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Dropzone } from './Dropzone';

const meta = {
  title: 'Components/Dropzone',
  component: Dropzone,
  args: { onFiles: fn(), buttonLabel: 'Hochladen', hint: 'oder Dateien hierher ziehen' },
} satisfies Meta<typeof Dropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickFiles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.upload(
      canvas.getByLabelText('Hochladen'),
      new File(['x'], 'rose.png', { type: 'image/png' }),
    );
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'rose.png' })]);
  },
};

export const Disabled: Story = { args: { disabled: true } };
