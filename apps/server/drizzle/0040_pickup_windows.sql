ALTER TABLE "shop_orders" ADD COLUMN "pickup_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "pickup_end" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shop_orders_pickup_idx" ON "shop_orders" USING btree ("pickup_start");