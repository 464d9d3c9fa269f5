import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, BADGE_TONES } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Neu' },
  argTypes: { tone: { control: 'inline-radio', options: BADGE_TONES } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const WORDS = {
  neutral: 'Topfware',
  brand: 'Winterhart',
  success: 'Auf Lager',
  warning: 'Nur noch 3',
  danger: 'Ausverkauft',
  info: 'Vorbestellung',
  sale: '−20 %',
} as const;

/** Every tone, soft and solid: the words carry the meaning, the colour underlines it (axe checks contrast). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['soft', 'solid'] as const).map((emphasis) => (
        <div key={emphasis} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} tone={tone} emphasis={emphasis}>
              {WORDS[tone]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Auf Lager')).toHaveLength(2);
  },
};
