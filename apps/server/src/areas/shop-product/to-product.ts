import { fromCents } from '@gartenwerk/domain';
import type { Product } from './schemas';
import type { ProductRow } from './table';

/** A stored product as the API answers it (also for search.ts, which service.ts uses). */
export function toProduct(row: ProductRow): Product {
  const details = row.data;
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    name_de: details.name_de ?? row.title,
    name_en: details.name_en ?? '',
    description: details.description ?? '',
    description_en: details.description_en ?? '',
    price: row.priceCents === null ? null : fromCents(row.priceCents),
    available: row.available,
    offline: row.offline,
    order: row.order,
    tags: row.tags,
    type: row.type,
    parent: details.parent ?? null,
    children: details.children ?? [],
    product_groups: row.productGroups,
    variants: details.variants ?? [],
    content: details.content ?? null,
    media: details.media ?? [],
    downloads: details.downloads ?? [],
    colors: row.colors,
    slots: details.slots ?? [],
    shipping_groups: details.shipping_groups ?? [],
    vat_groups: details.vat_groups ?? [],
    discount_groups: details.discount_groups ?? [],
    special_offers: details.special_offers ?? [],
    shipping_data: details.shipping_data ?? {},
    expected_days_until_shipping: details.expected_days_until_shipping ?? null,
    voucher_template: details.voucher_template ?? null,
    sale: details.sale ?? false,
    new: details.new ?? false,
    sales_season: details.sales_season ?? null,
    shipping_season: details.shipping_season ?? null,
    pickup_season: details.pickup_season ?? null,
    created: row.created.toISOString(),
  };
}
