CREATE TABLE "shop_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" text,
	"created" timestamp with time zone NOT NULL,
	"received" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_payment_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"test" jsonb NOT NULL,
	"live" jsonb NOT NULL,
	"release_after_minutes" integer DEFAULT 60 NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_payment_events_order_idx" ON "shop_payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_payment_intent_idx" ON "shop_orders" USING btree (("data"->'payment'->>'intent'));
