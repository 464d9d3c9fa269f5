ALTER TABLE "shop_orders" ADD COLUMN "delivered" date;--> statement-breakpoint
-- Trigram similarity for the shop search: near misses ("Tuja") find the plant ("Thuja").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
