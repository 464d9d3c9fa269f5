import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Link, LinkProvider, type AnchorProps } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/shop/versandkosten', children: 'Versandkosten' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 360 }}>
      Alle Preise inkl. MwSt., zzgl. <Link {...args} />. Pflanzen versenden wir von März bis November.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Versandkosten' });
    await expect(link).toHaveAttribute('href', '/shop/versandkosten');
    // Inside text a link is underlined, not told apart by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '/shop/rosen', children: 'Alle Rosen ansehen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Alle Rosen ansehen' })).toBeVisible();
  },
};

export const Quiet: Story = {
  args: { variant: 'quiet', href: '/impressum', children: 'Impressum' },
};

export const External: Story = {
  args: { external: true, href: 'https://www.instagram.com/', children: 'Instagram' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Instagram (öffnet in neuem Tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** With a LinkProvider the app's router takes the click; here a stand-in that records the path. */
export const ThroughTheRouter: Story = {
  render: function RoutedLink(args) {
    const [path, setPath] = useState('/');
    const RouterLink = ({ href, onClick, ...rest }: AnchorProps) => (
      <a
        href={href}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          setPath(href);
        }}
        {...rest}
      />
    );
    return (
      <LinkProvider component={RouterLink}>
        <Link {...args} />
        <output aria-label="Pfad">{path}</output>
      </LinkProvider>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Versandkosten' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Pfad' })).toHaveTextContent('/shop/versandkosten');
  },
};
