import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Speichern', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Speichern' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Abbrechen' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Löschen' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Merken' } };

/** Every variant in every size, as a shop page puts them side by side. */
export const Overview: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {BUTTON_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {
                {
                  primary: 'In den Warenkorb',
                  secondary: 'Zur Merkliste',
                  ghost: 'Details',
                  danger: 'Entfernen',
                }[variant]
              }
            </Button>
          ))}
        </div>
      ))}
      <Button block size="lg">
        Zur Kasse
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'In den Warenkorb' })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Zur Kasse' })).toHaveClass('gw-button--block');
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'In den Warenkorb' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'In den Warenkorb (wird ausgeführt)' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Not disabled, so a keyboard user keeps their place while it works.
    await expect(button).toHaveFocus();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Speichern' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const SubmitsItsForm: Story = {
  args: { type: 'submit', children: 'Absenden' },
  render: (args) => {
    return (
      <form
        aria-label="Bestellung"
        onSubmit={(event) => {
          event.preventDefault();
          event.currentTarget.dataset.submitted = 'yes';
        }}
      >
        <Button {...args} />
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Absenden' }));
    await expect(canvas.getByRole('form', { name: 'Bestellung' })).toHaveAttribute('data-submitted', 'yes');
  },
};
