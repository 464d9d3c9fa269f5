import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Menge', value: 1, min: 1, max: 10, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Menge' });
    await userEvent.click(canvas.getByRole('button', { name: 'Menge erhöhen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Menge erhöhen' }));
    await expect(input).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Menge verringern' }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Menge' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('0');
    await expect(input).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Menge muss mindestens 1 sein.');
    await expect(input).toHaveAccessibleDescription('Die Menge muss mindestens 1 sein.');
    await userEvent.clear(input);
    await userEvent.paste('2,5');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte geben Sie eine ganze Zahl ein.');
    await userEvent.clear(input);
    await userEvent.paste('-3');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Menge muss mindestens 1 sein.');
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await expect(input).toBeValid();
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: Tab to the buttons and the field, Enter and arrows step; limits keep the focus. */
export const Keyboard: Story = {
  args: { value: 9 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Menge' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('10');
    await userEvent.tab();
    const plus = canvas.getByRole('button', { name: 'Menge erhöhen' });
    await expect(plus).toHaveFocus();
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('10');
    await expect(plus).toHaveFocus();
  },
};

export const HiddenLabelInACartLine: Story = {
  args: { label: 'Menge von Eibe (Taxus baccata) 60–80 cm', hideLabel: true, value: 12, max: 100000 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('spinbutton', { name: 'Menge von Eibe (Taxus baccata) 60–80 cm' }),
    ).toHaveValue('12');
  },
};
