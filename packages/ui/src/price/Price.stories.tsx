import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: {
    cents: 2490,
    vatNote: (
      <>
        inkl. 20 % MwSt., zzgl. <a href="/shop/versandkosten">Versand</a>
      </>
    ),
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('.gw-price__amount')).toHaveTextContent('€ 24,90');
    await expect(canvas.getByRole('link', { name: 'Versand' })).toBeVisible();
  },
};

/** The former price is struck through; a screen reader hears "€ 19,90 statt € 24,90". */
export const Reduced: Story = {
  args: { cents: 1990, beforeCents: 2490, size: 'lg' },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('.gw-price__line')!;
    await expect(line).toHaveTextContent('€ 19,90 statt € 24,90');
    await expect(canvasElement.querySelector('s')).not.toHaveAttribute('aria-label');
    await expect(getComputedStyle(canvasElement.querySelector('s')!).textDecorationLine).toBe('line-through');
  },
};

export const WithUnitPrice: Story = {
  args: { cents: 1245, unitPrice: { cents: 1245, unit: 'kg' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.gw-price__unit')).toHaveTextContent('€ 12,45 / kg');
  },
};

export const FromPriceSmall: Story = {
  args: { cents: 890, prefix: 'ab', size: 'sm', vatNote: undefined },
};
