import { formatEuros } from '@gartenwerk/domain';
import { useAdminSearchQuery, useGetConfigQuery, type AdminSearchResult } from '@gartenwerk/api-client';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { messageOf } from '../screens/feedback';

/** The server refuses shorter texts; the box says so instead of asking. */
const MIN_LENGTH = 2;
/** Typing pauses this long before the server is asked. */
const TYPING_PAUSE_MS = 250;

interface Hit {
  key: string;
  label: string;
  detail: string;
  /** Admin centre address the hit opens. */
  to: string;
}

interface HitGroup {
  id: keyof AdminSearchResult;
  total: number;
  /** The first hits, then "show all" (the group's list screen, same words) when there are more. */
  hits: Hit[];
}

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;
const searched = (path: string, q: string) => `${path}?${new URLSearchParams({ search: q })}`;

/**
 * The header's search: orders by number and name, products, customers, pages, invoices by
 * number and the accounting's customers and vendors, in one call. A combobox: arrow keys move through the hits, Enter opens one, Escape closes
 * the list (and a second Escape clears the box). Groups of a component switched off are left out.
 */
export function GlobalSearch() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const { data: config } = useGetConfigQuery();
  const shopOn = config?.enabled_components.includes('shop') ?? false;

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const asked = q.length >= MIN_LENGTH;
  const { data, error, isFetching } = useAdminSearchQuery(asked ? q : skipToken);
  const current = asked && data && q === text.trim() ? data : undefined;
  useEffect(() => setActive(-1), [current]);

  const groups: HitGroup[] = current ? groupsOf(current, q, shopOn, i18n.language, t) : [];
  const hits = groups.flatMap((group) => group.hits);
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && text.trim().length > 0;

  const go = (hit: Hit) => {
    setOpen(false);
    setText('');
    void navigate(hit.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length + (index < 0 && step < 0 ? 1 : 0)) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active] ?? (hits.length === 1 ? hits[0] : undefined);
      if (hit) go(hit);
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape; the first Escape only closes the list.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else setText('');
    }
  };

  let status: string | undefined;
  if (text.trim().length < MIN_LENGTH) status = t('globalSearch.tooShort');
  else if (error) status = messageOf(error, t('globalSearch.failed'));
  else if (!current) status = isFetching || text.trim() !== q ? t('globalSearch.searching') : undefined;
  else if (groups.length === 0) status = t('globalSearch.nothing', { q });

  let index = -1;
  return (
    <div
      className="admin-search"
      role="search"
      aria-label={t('globalSearch.label')}
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        className="admin-search__input"
        type="search"
        role="combobox"
        aria-label={t('globalSearch.label')}
        placeholder={t('globalSearch.placeholder')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className="admin-search__popup" hidden={!expanded}>
        {status && (
          <p className="admin-search__status" role="status">
            {status}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label={t('globalSearch.results')} className="admin-search__list">
          {groups.map((group) => (
            <li key={group.id} role="presentation">
              <ul role="group" aria-label={t(`globalSearch.${group.id}`)}>
                <li role="presentation" className="admin-search__group" aria-hidden="true">
                  {t(`globalSearch.${group.id}`)} <span>({group.total})</span>
                </li>
                {group.hits.map((hit) => {
                  index += 1;
                  const mine = index;
                  return (
                    <li
                      key={hit.key}
                      id={optionId(mine)}
                      role="option"
                      aria-selected={mine === active}
                      className={hit.detail ? 'admin-search__hit' : 'admin-search__hit admin-search__all'}
                      // Keeps the focus in the box, so the list stays open until the hit opens.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => go(hit)}
                    >
                      <span className="admin-search__label">{hit.label}</span>
                      {hit.detail && <span className="admin-search__detail">{hit.detail}</span>}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function groupsOf(
  result: AdminSearchResult,
  q: string,
  shopOn: boolean,
  language: string,
  t: (key: string, values?: Record<string, unknown>) => string,
): HitGroup[] {
  const groups: HitGroup[] = [];
  const add = (id: HitGroup['id'], hits: Hit[], all: string) => {
    const { total } = result[id];
    if (hits.length === 0) return;
    const more = total > hits.length;
    const showAll = {
      key: `${id}-all`,
      label: t('globalSearch.showAll', { count: total }),
      detail: '',
      to: all,
    };
    groups.push({ id, total, hits: more ? [...hits, showAll] : hits });
  };
  if (shopOn) {
    add(
      'orders',
      result.orders.items.map((order) => ({
        key: `order-${order._id}`,
        label: `${order.number} · ${order.name || order.email}`,
        detail: formatEuros(order.total, language),
        to: at('/shop/orders', order._id),
      })),
      searched('/shop/orders', q),
    );
    add(
      'products',
      result.products.items.map((product) => ({
        key: `product-${product._id}`,
        label: product.title,
        detail: [
          product.price === null ? t('globalSearch.onRequest') : formatEuros(product.price, language),
          product.offline ? t('globalSearch.offline') : '',
        ]
          .filter(Boolean)
          .join(' · '),
        to: at('/shop/products', product._id),
      })),
      searched('/shop/products', q),
    );
  }
  // Customers are the users; without the shop their address is the user screen.
  const customerPath = shopOn ? '/shop/customers' : '/users/edit';
  add(
    'customers',
    result.customers.items.map((user) => ({
      key: `customer-${user._id}`,
      label: user.name || user.handle,
      detail: user.handle,
      to: at(customerPath, user._id),
    })),
    searched(shopOn ? '/shop/customers' : '/users/browse', q),
  );
  add(
    'pages',
    result.pages.items.map((page) => ({
      key: `page-${page._id}`,
      label: page.title,
      detail: [page.route ?? '', page.published ? '' : t('globalSearch.unpublished')]
        .filter(Boolean)
        .join(' · '),
      to: at('/pages/edit', page._id),
    })),
    searched('/pages/browse', q),
  );
  add(
    'invoices',
    result.invoices.items.map((invoice) => ({
      key: `invoice-${invoice._id}`,
      label: invoice.number,
      detail: invoice.receiver || invoice.number,
      to: searched('/accounting/invoice/browse', invoice.number),
    })),
    searched('/accounting/invoice/browse', q),
  );
  for (const [id, path] of [
    ['accounting_customers', '/accounting/customer'],
    ['vendors', '/accounting/vendor'],
  ] as const)
    add(
      id,
      result[id].items.map((party) => ({
        key: `${id}-${party._id}`,
        label: party.name,
        detail: party.email,
        to: at(`${path}/edit`, party._id),
      })),
      searched(`${path}/browse`, q),
    );
  return groups;
}
