CREATE TABLE "shop_order_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "number" text;--> statement-breakpoint
-- Orders placed before numbers existed get theirs in the order they were placed, per year (Austrian time).
UPDATE "shop_orders" SET "number" = numbered."number"
FROM (
	SELECT "id",
		extract(year FROM "created" AT TIME ZONE 'Europe/Vienna')::int || '-' ||
		lpad(row_number() OVER (
			PARTITION BY extract(year FROM "created" AT TIME ZONE 'Europe/Vienna') ORDER BY "created", "id"
		)::text, 5, '0') AS "number"
	FROM "shop_orders"
) AS numbered
WHERE "shop_orders"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "shop_order_numbers" ("year", "last")
SELECT extract(year FROM "created" AT TIME ZONE 'Europe/Vienna')::int, count(*)
FROM "shop_orders" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "shop_orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_number_idx" ON "shop_orders" USING btree ("number");
