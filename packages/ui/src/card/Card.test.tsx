import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkProvider, type AnchorProps } from '../link';
import { Card } from './Card';

afterEach(cleanup);

function RouterLink({ href, ...rest }: AnchorProps) {
  return <a href={href} data-router="yes" {...rest} />;
}

describe('Card', () => {
  it('is an article named by nothing but its content, with the title as a heading of the given level', () => {
    render(
      <Card title="Eibe" titleAs="h2">
        <p>Immergrün</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Eibe' })).toBeTruthy();
    expect(screen.getByRole('article').className).toBe('gw-card');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('turns the title into the one link of the card through the router, footer actions apart', () => {
    const onAdd = vi.fn();
    render(
      <LinkProvider component={RouterLink}>
        <Card
          href="/shop/heckenpflanzen/eibe-taxus-baccata"
          title="Eibe (Taxus baccata)"
          media={<img src="data:," alt="" width={400} height={300} />}
          footer={<button onClick={onAdd}>In den Warenkorb</button>}
        >
          <p>ab € 12,90</p>
        </Card>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Eibe (Taxus baccata)' });
    expect(link.getAttribute('href')).toBe('/shop/heckenpflanzen/eibe-taxus-baccata');
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('article').className).toBe('gw-card gw-card--link');
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
