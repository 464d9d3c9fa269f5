import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { TagTree } from './TagTree';

const meta = {
  title: 'Components/TagTree',
  component: TagTree,
  args: {
    tags: [
      'all',
      'recently_uploaded',
      'upload_queued',
      'in_gallery',
      'Pflanzen|Hecken',
      'Pflanzen|Rosen',
      'Dokumente',
    ],
    selected: null,
    label: 'Tags',
    onSelect: fn(),
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <TagTree
        {...args}
        selected={selected}
        onSelect={(tag) => {
          args.onSelect(tag);
          setSelected(tag);
        }}
      />
    );
  },
} satisfies Meta<typeof TagTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}{ArrowUp}{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('Pflanzen|Hecken');
    await expect(canvas.getByRole('treeitem', { name: 'Hecken' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const NestedSelected: Story = { args: { selected: 'Pflanzen|Rosen' } };
