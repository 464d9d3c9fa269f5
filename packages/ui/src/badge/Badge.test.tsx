import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './Badge';

afterEach(cleanup);

describe('Badge', () => {
  it('is a neutral soft label by default and names tone and emphasis in classes', () => {
    render(
      <>
        <Badge>Winterhart</Badge>
        <Badge tone="sale" emphasis="solid" className="extra">
          −20 %
        </Badge>
      </>,
    );
    expect(screen.getByText('Winterhart').className).toBe('gw-badge gw-badge--neutral');
    expect(screen.getByText('−20 %').className).toBe('gw-badge gw-badge--sale gw-badge--solid extra');
  });
});
