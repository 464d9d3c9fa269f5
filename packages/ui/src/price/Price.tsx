import { formatEuro, type Cents } from '@gartenwerk/domain';
import type { ReactNode } from 'react';
import { classNames } from '../class-names';

export interface PriceProps {
  /** The price to pay, in cents. */
  cents: Cents;
  /** The price before a discount, in cents: shown struck through when higher than `cents`. */
  beforeCents?: Cents | null;
  /** Price per unit of content (Grundpreis), e.g. `{ cents: 1245, unit: 'kg' }` → "€ 12,45 / kg". */
  unitPrice?: { cents: Cents; unit: string } | null;
  /** The VAT and shipping note below the price; may hold a link to the shipping costs. */
  vatNote?: ReactNode;
  /** Written before the amount, e.g. "ab" when variants cost more. */
  prefix?: string;
  /** Read before the struck price by screen readers, which do not announce strike-through. */
  beforeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  locale?: string;
  className?: string;
  /** Marks the amount for tests (`data-testid`); the struck price gets `<testId>-before`, the unit price `<testId>-unit`. */
  testId?: string;
}

/**
 * A price block: the amount (formatted by the domain, as everywhere money is shown), the former
 * price struck through with visually hidden words ("statt € 15,00"; an aria-label on `<del>` or
 * `<s>` is not allowed), the unit price and the VAT note.
 */
export function Price({
  cents,
  beforeCents,
  unitPrice,
  vatNote,
  prefix,
  beforeLabel = 'statt',
  size = 'md',
  locale = 'de-AT',
  className,
  testId,
}: PriceProps) {
  const reduced = beforeCents != null && beforeCents > cents;
  return (
    <div className={classNames('gw-price', `gw-price--${size}`, reduced && 'gw-price--reduced', className)}>
      <p className="gw-price__line">
        <span className="gw-price__amount" data-testid={testId}>
          {prefix && <span className="gw-price__prefix">{`${prefix} `}</span>}
          {formatEuro(cents, locale)}
        </span>
        {reduced && (
          <>
            {' '}
            <s className="gw-price__before" data-testid={testId && `${testId}-before`}>
              <span className="gw-visually-hidden">{`${beforeLabel} `}</span>
              {formatEuro(beforeCents, locale)}
            </s>
          </>
        )}
      </p>
      {unitPrice && (
        <p
          className="gw-price__unit"
          data-testid={testId && `${testId}-unit`}
        >{`${formatEuro(unitPrice.cents, locale)} / ${unitPrice.unit}`}</p>
      )}
      {vatNote && <p className="gw-price__vat">{vatNote}</p>}
    </div>
  );
}
