import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatLanguage } from '@gartenwerk/domain';
import { productName } from '../localized';
import { useNavigate } from 'react-router-dom';
import { useSearchProductsQuery } from '@gartenwerk/api-client';
import { Icon } from '@gartenwerk/ui';
import { useProductPath } from '../../screens/shop/paths';
import { useShopPaths } from '../shop-paths';
import { useDebouncedValue } from './useDebouncedValue';

/** Suggestions start with the second letter, after a pause in typing, and show the best few. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DELAY_MS = 200;
export const SUGGEST_LIMIT = 6;

interface Suggestion {
  key: string;
  label: string;
  to: string;
}

/**
 * The header's product search: a combobox whose list suggests products from the shop's search (the
 * last entry opens all results). Arrow keys move through the list, Enter opens the marked entry (or
 * the search page), Escape closes the list, then empties the field.
 */
export function SearchBox() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const productPath = useProductPath();
  const searchRoute = useShopPaths().search;
  const searchPath = (text: string) => `${searchRoute}?q=${encodeURIComponent(text)}`;
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const result = useSearchProductsQuery(settled, { skip: settled.length < SUGGEST_MIN_LENGTH });
  // Only an answer to what the field holds now: no stale list while the next request runs.
  const current = typed.length >= SUGGEST_MIN_LENGTH && settled === typed && result.currentData;
  const suggestions: Suggestion[] =
    current && current.items.length > 0
      ? [
          ...current.items.slice(0, SUGGEST_LIMIT).map((product) => ({
            key: product._id,
            label: productName(product, formatLanguage(i18n.language)).text,
            to: productPath(product),
          })),
          { key: 'all', label: t('header.search.all', { text: typed }), to: searchPath(typed) },
        ]
      : [];
  const open = expanded && suggestions.length > 0;
  const found = current ? Math.min(current.items.length, SUGGEST_LIMIT) : 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (to: string) => {
    setExpanded(false);
    setActive(-1);
    setText('');
    void navigate(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed) go(searchPath(typed));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setExpanded(true);
      const down = event.key === 'ArrowDown';
      setActive((index) => {
        if (!open) return down ? 0 : last;
        return down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1;
      });
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      go(suggestions[active].to);
    } else if (event.key === 'Escape') {
      if (open) setExpanded(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    <form role="search" className="search-box" action={searchRoute} method="get" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.search.label')}
      </label>
      <div className="search-box__field">
        <Icon name="search" className="search-box__icon" />
        <input
          id={inputId}
          name="q"
          // A text field: HTML allows the combobox role on it, not on type="search".
          type="text"
          inputMode="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('header.search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setExpanded(true);
            setActive(-1);
          }}
          onFocus={() => setExpanded(true)}
          onBlur={() => setExpanded(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-box__submit">
          <span className="visually-hidden">{t('header.search.submit')}</span>
          <Icon name="search" />
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        className="search-box__list"
        aria-label={t('header.search.suggestions')}
        hidden={!open}
      >
        {open
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={suggestion.key === 'all' ? 'search-box__all' : undefined}
                // Keeps the focus in the field, so its blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(suggestion.to)}
              >
                {suggestion.label}
              </li>
            ))
          : null}
      </ul>
      {/* Read out as the list changes (a live region, not a status role: pages have their own). */}
      <p className="visually-hidden" aria-live="polite" data-testid="search-status">
        {expanded && current
          ? found > 0
            ? t('header.search.found', { count: found })
            : t('header.search.none', { text: typed })
          : ''}
      </p>
    </form>
  );
}
