CREATE TABLE "shop_colors" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"media" text[] DEFAULT '{}' NOT NULL,
	"code" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_stock" (
	"product_id" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_stock_product_id_variant_pk" PRIMARY KEY("product_id","variant"),
	CONSTRAINT "shop_stock_not_negative" CHECK ("shop_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_stock_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"delta" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" text,
	"order_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"owner" text,
	"email" text NOT NULL,
	"total_cents" integer NOT NULL,
	"payed" boolean DEFAULT false NOT NULL,
	"payed_at" timestamp with time zone,
	"shipped" boolean DEFAULT false NOT NULL,
	"shipped_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_voucher_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"text" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"value_cents" integer NOT NULL,
	"remaining_cents" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"template" text,
	"order_id" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "shop_vouchers_remaining_valid" CHECK ("shop_vouchers"."remaining_cents" >= 0 and "shop_vouchers"."remaining_cents" <= "shop_vouchers"."value_cents")
);
--> statement-breakpoint
CREATE TABLE "shop_pricerequests" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"owner" text,
	"items" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "colors" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "shop_stock" ADD CONSTRAINT "shop_stock_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_stock_movements" ADD CONSTRAINT "shop_stock_movements_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_stock_movements_product_idx" ON "shop_stock_movements" USING btree ("product_id","created");--> statement-breakpoint
CREATE INDEX "shop_orders_owner_idx" ON "shop_orders" USING btree ("owner","created");--> statement-breakpoint
CREATE INDEX "shop_orders_created_idx" ON "shop_orders" USING btree ("created");--> statement-breakpoint
CREATE INDEX "shop_products_colors_idx" ON "shop_products" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "shop_products_search_idx" ON "shop_products" USING gin ("search");--> statement-breakpoint
UPDATE "shop_products" p SET "search" = setweight(to_tsvector('german', p."title"), 'A')
  || setweight(to_tsvector('german', coalesce(p."data"->>'name_de', '')), 'A')
  || setweight(to_tsvector('german', array_to_string(p."tags", ' ')), 'B')
  || setweight(to_tsvector('german', coalesce(
       (select string_agg(g."title", ' ') from "shop_productgroups" g where g."id" = any(p."product_groups")),
       '')), 'C');
