CREATE TABLE "shop_affiliates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"commission" double precision DEFAULT 0 NOT NULL,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_shipping_discounts" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"value" double precision DEFAULT 0 NOT NULL,
	"min_cart_cents" integer DEFAULT 0 NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"product_groups" text[] DEFAULT '{}' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "affiliate_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_affiliates_code_idx" ON "shop_affiliates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shop_orders_affiliate_idx" ON "shop_orders" USING btree ("affiliate_id","created");