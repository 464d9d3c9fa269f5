ALTER TABLE "shop_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_idempotency_key_idx" ON "shop_orders" USING btree ("idempotency_key");