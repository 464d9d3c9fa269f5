import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';

const meta = {
  title: 'Components/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Text des Blocks',
    value: '<h2>Lebensbäume</h2><p>Thuja Smaragd ist die beliebteste Heckenpflanze.</p>',
    onChange: fn(),
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MakesTextBold: Story = {
  args: { value: '<p>Hecke</p>' },
  play: async ({ canvas, userEvent, args }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Text des Blocks' });
    await canvas.findByText('Hecke');
    editor.focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Fett' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Hecke</strong></p>'));
    await expect(canvas.getByRole('button', { name: 'Fett' })).toHaveAttribute('aria-pressed', 'true');
  },
};
