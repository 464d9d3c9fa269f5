import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { Icon } from '../icon';
import { Link } from '../link';
import { Price } from '../price';
import { Drawer, type DrawerProps } from './Drawer';

function WithTrigger({ trigger, ...props }: DrawerProps & { trigger: string }) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="ghost" aria-expanded={open} onClick={() => setOpen(true)}>
        <Icon name={props.side === 'start' ? 'menu' : 'cart'} />
        {trigger}
      </Button>
      <Drawer
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const NAVIGATION = (
  <nav aria-label="Hauptnavigation">
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      {['Heckenpflanzen', 'Obstbäume', 'Rosen', 'Gartenbedarf', 'Aktuelles', 'Kontakt'].map((label) => (
        <li key={label}>
          <Link
            variant="quiet"
            href={`/${label.toLowerCase()}`}
            style={{ display: 'block', padding: '10px 0' }}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
);

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: { open: false, onClose: fn(), title: 'Menü', side: 'start', children: NAVIGATION },
  render: (args) => <WithTrigger {...args} trigger="Menü" />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone navigation: from the left; Escape closes and the menu button gets the focus back. */
export const Navigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Menü' });
    await userEvent.click(trigger);
    const drawer = canvas.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Heckenpflanzen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The mini-cart: from the right, with the total and the way to the checkout at the bottom. */
export const MiniCart: Story = {
  args: {
    open: true,
    side: 'end',
    title: 'Warenkorb (2)',
    children: (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
        <li>
          <strong>Eibe (Taxus baccata)</strong>, 60–80 cm · 10 ×
          <Price cents={12900} size="sm" />
        </li>
        <li>
          <strong>Rose ‚Gloria Dei‘</strong> · 1 ×
          <Price cents={1490} size="sm" />
        </li>
      </ul>
    ),
    footer: (
      <>
        <Button variant="secondary" block>
          Warenkorb ansehen
        </Button>
        <Button block>Zur Kasse</Button>
      </>
    ),
  },
  render: (args) => <WithTrigger {...args} trigger="Warenkorb" />,
  play: async ({ canvas }) => {
    const drawer = canvas.getByRole('dialog', { name: 'Warenkorb (2)' });
    await expect(drawer).toBeVisible();
    // Laid out against the right edge (offsets ignore the slide-in transform).
    await expect(drawer.offsetLeft + drawer.offsetWidth).toBe(document.documentElement.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Zur Kasse' })).toBeVisible();
  },
};
