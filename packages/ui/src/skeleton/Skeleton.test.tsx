import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingStatus, Skeleton } from './Skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('draws the asked number of text lines, hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={3} width="12rem" />);
    const group = container.firstElementChild as HTMLElement;
    expect(group.getAttribute('aria-hidden')).toBe('true');
    expect(group.style.width).toBe('12rem');
    expect(group.querySelectorAll('.gw-skeleton--text')).toHaveLength(3);
  });

  it('draws a picture block and a circle with their sizes', () => {
    const { container } = render(
      <>
        <Skeleton shape="rect" height={200} />
        <Skeleton shape="circle" width={40} height={40} />
      </>,
    );
    const [rect, circle] = [...container.children] as HTMLElement[];
    expect(rect!.className).toBe('gw-skeleton gw-skeleton--rect');
    expect(rect!.style.height).toBe('200px');
    expect(circle!.className).toBe('gw-skeleton gw-skeleton--circle');
    expect(circle!.style.width).toBe('40px');
  });

  it('says in words what is loading', () => {
    render(<LoadingStatus label="Produkte werden geladen …" />);
    expect(screen.getByRole('status').textContent).toBe('Produkte werden geladen …');
  });
});
