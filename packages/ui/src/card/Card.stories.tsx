import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { Price } from '../price';
import { Card } from './Card';

/** A stand-in picture: a leaf on a soft green ground, drawn inline so the story needs no files. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e4efe3"/><circle cx="300" cy="70" r="120" fill="#c8dfc9"/><path d="M120 240c0-90 60-150 170-150 0 110-70 160-160 160" fill="#4a8a5a"/><path d="M120 240l90-90" stroke="#245a33" stroke-width="8" stroke-linecap="round"/></svg>',
)}`;

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Eibe (Taxus baccata)', titleAs: 'h3' },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductCard: Story = {
  args: {
    href: '/shop/heckenpflanzen/eibe-taxus-baccata',
    media: <img src={PICTURE} alt="" width={400} height={300} />,
    badges: (
      <>
        <Badge tone="sale" emphasis="solid">
          −20 %
        </Badge>
        <Badge tone="brand" emphasis="solid">
          Neu
        </Badge>
      </>
    ),
    children: (
      <>
        <Price cents={1290} beforeCents={1590} prefix="ab" vatNote="inkl. 20 % MwSt." />
        <Badge tone="success">Auf Lager</Badge>
      </>
    ),
    footer: (
      <Button size="sm" onClick={fn()}>
        In den Warenkorb
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Eibe (Taxus baccata)' });
    await expect(link).toHaveAttribute('href', '/shop/heckenpflanzen/eibe-taxus-baccata');
    // One link for the whole card, then the footer's button: two tab stops.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'In den Warenkorb' })).toHaveFocus();
  },
};

export const GroupTile: Story = {
  args: {
    title: 'Heckenpflanzen',
    href: '/shop/heckenpflanzen',
    media: <img src={PICTURE} alt="" width={400} height={300} />,
    children: <p>Blickdicht, immergrün, pflegeleicht: 48 Sorten</p>,
  },
};

export const Plain: Story = {
  args: {
    title: 'Öffnungszeiten',
    children: (
      <p>
        Mo–Fr 8–18 Uhr
        <br />
        Sa 8–13 Uhr
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Öffnungszeiten' })).toBeVisible();
  },
};
