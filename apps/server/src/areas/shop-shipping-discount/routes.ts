import { defineEntity, entityRoutes } from '../../core/entity-routes';
import {
  ShippingDiscountCreateSchema,
  ShippingDiscountQuerySchema,
  ShippingDiscountSchema,
  ShippingDiscountUpdateSchema,
} from './schemas';
import {
  createShippingDiscount,
  deleteShippingDiscount,
  getShippingDiscount,
  getShippingDiscountsByIds,
  listShippingDiscounts,
  updateShippingDiscount,
} from './service';

/**
 * /api/v0/shop_shipping_discount/: the rules that reduce or waive shipping. Anyone reads them (the
 * storefront's cart prices with them, as the server does); admin and system write.
 */
export const shippingDiscountEntity = defineEntity({
  path: 'shop_shipping_discount',
  names: { one: 'shipping discount', many: 'shipping discounts' },
  tags: ['shop'],
  schemas: {
    item: ShippingDiscountSchema,
    create: ShippingDiscountCreateSchema,
    update: ShippingDiscountUpdateSchema,
    query: ShippingDiscountQuerySchema,
  },
  access: { read: 'anyone', write: ['admin', 'system'] },
  publicCache: true,
  service: {
    list: listShippingDiscounts,
    get: getShippingDiscount,
    create: createShippingDiscount,
    update: updateShippingDiscount,
    remove: deleteShippingDiscount,
    getMany: getShippingDiscountsByIds,
  },
  summaries: { list: 'Shipping discount rules, by title unless sorted' },
});

export const shippingDiscountRoutes = entityRoutes(shippingDiscountEntity);
