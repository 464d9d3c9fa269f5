import { api } from './api';

/** Orders and their total (gross, euros). */
export interface OrderFigures {
  orders: number;
  turnover: number;
}

/** What GET /api/v0/admin/dashboard answers: the dashboard tiles' and menu badges' counts. */
export interface AdminDashboardCounts {
  /** The Vienna calendar day and month of the figures. */
  today: string;
  month: string;
  orders_today: OrderFigures;
  orders_month: OrderFigures;
  to_ship: number;
  unpaid: number;
  low_stock: number;
  /** Levels below this count as low. */
  low_stock_below: number;
  unread_messages: number;
  new_subscribers: number;
  subscriber_days: number;
  /** Production stages not yet complete within the next `stage_days` days: how many, the first few. */
  upcoming_stages: {
    count: number;
    next: { name: string; start: string; end: string; order: string; resources: string[] }[];
  };
  stage_days: number;
  /** Today's pickup orders by their window. */
  pickups_today?: DayPickup[];
}

/** A pickup order of a day: its number, the customer, the chosen window and whether it was handed over. */
export interface DayPickup {
  _id: string;
  number: string;
  name: string;
  start: string;
  end: string;
  shipped: boolean;
}

/**
 * The admin centre's counts. Marking orders, reading messages, changing stock or subscribers
 * refreshes them through those lists' tags.
 */
export const adminDashboardApi = api
  .enhanceEndpoints({ addTagTypes: ['ShopOrder', 'Message', 'Stock', 'NewsletterSubscriber'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminDashboard: build.query<AdminDashboardCounts, void>({
        query: () => ({ path: '/api/v0/admin/dashboard' }),
        providesTags: [
          { type: 'ShopOrder', id: 'LIST' },
          { type: 'Message', id: 'LIST' },
          { type: 'Stock', id: 'LIST' },
          { type: 'NewsletterSubscriber', id: 'LIST' },
        ],
      }),
      /** The pickup orders of a Vienna day (`YYYY-MM-DD`), for the production plan. */
      getDayPickups: build.query<DayPickup[], string>({
        query: (date) => ({ path: '/api/v0/shop/pickups', query: { date } }),
        providesTags: [{ type: 'ShopOrder', id: 'LIST' }],
      }),
    }),
  });

export const { useGetAdminDashboardQuery, useGetDayPickupsQuery } = adminDashboardApi;
