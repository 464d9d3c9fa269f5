import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Startseite', href: '/' },
      { label: 'Shop', href: '/shop' },
      { label: 'Heckenpflanzen', href: '/shop/heckenpflanzen' },
      { label: 'Eibe (Taxus baccata) – immergrüne Heckenpflanze, 60–80 cm' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Startseite' })).toHaveFocus();
  },
};

/** On a 320 px wide box the steps wrap instead of pushing the page sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ol')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(320);
  },
};
