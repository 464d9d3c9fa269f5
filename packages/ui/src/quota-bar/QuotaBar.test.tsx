import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuotaBar } from './QuotaBar';

afterEach(cleanup);

const MB = 1024 * 1024;

describe('QuotaBar', () => {
  it('shows used / total with the label, sizes by the KB/MB rule', () => {
    render(<QuotaBar used={512 * 1024} total={50 * MB} label="Speicherplatz" />);
    const meter = screen.getByRole('meter', { name: 'Speicherplatz' });
    expect(meter.getAttribute('aria-valuetext')).toBe('512 KB / 50.0 MB');
    expect(meter.getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByText('512 KB / 50.0 MB')).toBeTruthy();
  });

  it('fills in proportion and never beyond the track', () => {
    const { rerender } = render(<QuotaBar used={25 * MB} total={100 * MB} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('25');
    rerender(<QuotaBar used={120 * MB} total={100 * MB} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('100');
    rerender(<QuotaBar used={0} total={0} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('0');
  });
});
