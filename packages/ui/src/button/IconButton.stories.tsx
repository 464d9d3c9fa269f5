import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'cart', label: 'Warenkorb', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartWithCount: Story = {
  args: { count: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Warenkorb (2 Artikel)' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The header's row on a phone: menu, search, account, favourites, cart. */
export const HeaderRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 4 }}>
      <IconButton icon="menu" label="Menü" aria-expanded={false} />
      <IconButton icon="search" label="Suche" />
      <IconButton icon="user" label="Mein Konto" />
      <IconButton icon="heart" label="Merkliste" count={1} countLabel={(n) => `${n} gemerkt`} />
      <IconButton icon="cart" label="Warenkorb" count={12} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Merkliste (1 gemerkt)' })).toBeVisible();
  },
};
