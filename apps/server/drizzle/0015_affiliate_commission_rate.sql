ALTER TABLE "shop_orders" ADD COLUMN "affiliate_commission" double precision;--> statement-breakpoint
-- Orders placed before: the rate their affiliate has now, the best that is known of it.
UPDATE "shop_orders" SET "affiliate_commission" = "shop_affiliates"."commission" FROM "shop_affiliates" WHERE "shop_orders"."affiliate_id" = "shop_affiliates"."id" AND "shop_orders"."affiliate_commission" IS NULL;
