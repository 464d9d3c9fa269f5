import { formatDate, formatEuros, formatTime } from '@gartenwerk/domain';
import { useGetAdminDashboardQuery } from '@gartenwerk/api-client';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { BuiltScreensContext } from '../../shell/builtScreens';

interface Tile {
  id: string;
  /** The screen the tile leads to (its route path) and the address with its filter. */
  screen: string;
  to: string;
  title: string;
  value: string;
  detail?: string;
  /** A second line of detail (the next stage). */
  more?: string;
  /** One line per entry (the day's pickups). */
  lines?: string[];
}

/**
 * The dashboard's tiles: the shop's orders and turnover today and this month, what waits (to ship,
 * unpaid, low stock, unread messages), new newsletter subscribers and the production stages of the
 * next days, each a link to its screen.
 * A tile whose screen is not built yet is left out, not shown empty.
 */
export function DashboardTiles() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const isBuilt = useContext(BuiltScreensContext);
  const { data, isError } = useGetAdminDashboardQuery();
  if (isError) return <p role="alert">{t('figures.tiles.loadFailed')}</p>;
  if (!data) return null;
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const language = i18n.language === 'en' ? 'en' : 'de';
  const next = data.upcoming_stages.next[0];
  const pickups = data.pickups_today ?? [];
  const tiles: Tile[] = [
    {
      id: 'today',
      screen: 'shop/orders',
      to: '/shop/orders',
      title: t('figures.tiles.ordersToday'),
      value: money(data.orders_today.turnover),
      detail: t('figures.tiles.orders', { count: data.orders_today.orders }),
    },
    {
      id: 'month',
      screen: 'shop/orders',
      to: '/shop/orders',
      title: t('figures.tiles.ordersMonth'),
      value: money(data.orders_month.turnover),
      detail: t('figures.tiles.orders', { count: data.orders_month.orders }),
    },
    {
      id: 'pickups',
      screen: 'shop/orders',
      to: '/shop/orders',
      title: t('figures.tiles.pickupsToday'),
      value: String(pickups.length),
      lines: pickups.map((pickup) =>
        t('figures.tiles.pickup', {
          from: formatTime(pickup.start),
          to: formatTime(pickup.end),
          number: pickup.number,
          name: pickup.name,
        }),
      ),
    },
    {
      id: 'to-ship',
      screen: 'shop/orders',
      to: '/shop/orders/to-ship',
      title: t('figures.tiles.toShip'),
      value: String(data.to_ship),
    },
    {
      id: 'unpaid',
      screen: 'shop/payments',
      to: '/shop/payments',
      title: t('figures.tiles.unpaid'),
      value: String(data.unpaid),
    },
    {
      id: 'low-stock',
      screen: 'shop/stock',
      to: `/shop/stock?below=${data.low_stock_below}`,
      title: t('figures.tiles.lowStock'),
      value: String(data.low_stock),
      detail: t('figures.tiles.lowStockDetail', { below: data.low_stock_below }),
    },
    {
      id: 'messages',
      screen: 'messages/inbox',
      to: '/messages/inbox',
      title: t('figures.tiles.unreadMessages'),
      value: String(data.unread_messages),
    },
    {
      id: 'subscribers',
      screen: 'subscriber/browse',
      to: '/subscriber/browse',
      title: t('figures.tiles.newSubscribers'),
      value: String(data.new_subscribers),
      detail: t('figures.tiles.newSubscribersDetail', { days: data.subscriber_days }),
    },
    {
      id: 'stages',
      screen: 'accounting/invoice/calendar',
      to: '/accounting/invoice/calendar',
      title: t('figures.tiles.upcomingStages'),
      value: String(data.upcoming_stages.count),
      detail: t('figures.tiles.upcomingStagesDetail', { days: data.stage_days }),
      ...(next
        ? {
            more: t('figures.tiles.nextStage', {
              name: next.name,
              date: formatDate(next.start, language),
              time: formatTime(next.start),
              order: next.order,
            }),
          }
        : {}),
    },
  ];
  return (
    <section aria-labelledby="dashboard-tiles">
      <h2 id="dashboard-tiles">{t('figures.tiles.title')}</h2>
      <ul className="dashboard-tiles">
        {tiles
          .filter((tile) => isBuilt(tile.screen))
          .map((tile) => (
            <li key={tile.id} className="dashboard-tiles__tile">
              <Link to={tile.to}>
                <span className="dashboard-tiles__title">{tile.title}</span>
                <span className="dashboard-tiles__value">{tile.value}</span>
                {tile.detail ? <span className="dashboard-tiles__detail">{tile.detail}</span> : null}
                {tile.more ? <span className="dashboard-tiles__detail">{tile.more}</span> : null}
                {tile.lines?.map((line) => (
                  <span key={line} className="dashboard-tiles__detail">
                    {line}
                  </span>
                ))}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
