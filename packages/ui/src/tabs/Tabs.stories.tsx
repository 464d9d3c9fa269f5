import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Produktinformationen',
    onSelect: fn(),
    items: [
      {
        id: 'description',
        label: 'Beschreibung',
        content: (
          <p>Die Eibe ist eine immergrüne, schnittverträgliche Heckenpflanze für Sonne und Schatten.</p>
        ),
      },
      {
        id: 'facts',
        label: 'Pflanzendaten',
        content: (
          <dl>
            <dt>Wuchshöhe</dt>
            <dd>bis 4 m</dd>
            <dt>Standort</dt>
            <dd>Sonne bis Schatten</dd>
            <dt>Winterhärte</dt>
            <dd>bis −25 °C</dd>
          </dl>
        ),
      },
      { id: 'delivery', label: 'Lieferung & Versand', content: <p>Versand von März bis November.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Pflanzendaten' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Pflanzendaten' })).toHaveTextContent('bis −25 °C');
    await expect(args.onSelect).toHaveBeenLastCalledWith('facts');
  },
};

/** One tab stop for the list; arrows move and select; Tab goes on to the panel. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Beschreibung' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pflanzendaten' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Pflanzendaten' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Lieferung & Versand' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Lieferung & Versand' })).toHaveFocus();
  },
};

/** On a phone the tab list scrolls inside itself; the page does not widen. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect((canvasElement.querySelector('.gw-tabs') as HTMLElement).offsetWidth).toBeLessThanOrEqual(
      300,
    );
  },
};
