import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';

export interface TakeOverSearchProps<T extends { _id: string }> {
  legend: string;
  searchLabel: string;
  pickLabel: string;
  /** Said when the search finds nothing. */
  none: string;
  /** The hits of a search text (a query hook; undefined while none is asked or it loads). */
  useHits: (search: string) => readonly T[] | undefined;
  describe: (hit: T) => ReactNode;
  onPick: (hit: T) => void;
}

/**
 * A search for something of the shop to take over into the accounting (a shop customer's address, a
 * product as an item): it asks on Enter or the button, and each hit has a button that takes it.
 */
export function TakeOverSearch<T extends { _id: string }>({
  legend,
  searchLabel,
  pickLabel,
  none,
  useHits,
  describe,
  onPick,
}: TakeOverSearchProps<T>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const hits = useHits(search);
  return (
    <fieldset className="admin-form__group accounting-takeover">
      <legend>{legend}</legend>
      <div className="accounting-takeover__search">
        <TextInput
          type="search"
          label={searchLabel}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setSearch(draft.trim());
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={() => setSearch(draft.trim())}>
          {t('list.searchButton')}
        </Button>
      </div>
      {search && hits ? (
        hits.length > 0 ? (
          <ul className="accounting-takeover__found">
            {hits.map((hit) => (
              <li key={hit._id}>
                <span>{describe(hit)}</span>
                <Button type="button" size="sm" variant="secondary" onClick={() => onPick(hit)}>
                  {pickLabel}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{none}</p>
        )
      ) : null}
    </fieldset>
  );
}
