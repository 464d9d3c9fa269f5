import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    text: 'Besucher sehen die Seite erst, wenn sie veröffentlicht ist.',
    children: <Button>Veröffentlichen</Button>,
  },
  decorators: [(Story) => <div style={{ paddingTop: 80 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Veröffentlichen' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Besucher sehen die Seite erst');
  },
};
