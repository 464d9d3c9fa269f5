CREATE TABLE "shop_notify_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires" timestamp with time zone NOT NULL,
	"cancel_token" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed" timestamp with time zone,
	"sent" timestamp with time zone,
	"cancelled" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shop_notify_requests" ADD CONSTRAINT "shop_notify_requests_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_notify_requests_product_email_idx" ON "shop_notify_requests" USING btree ("product_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_notify_requests_confirm_idx" ON "shop_notify_requests" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_notify_requests_cancel_idx" ON "shop_notify_requests" USING btree ("cancel_token");--> statement-breakpoint
CREATE INDEX "shop_notify_requests_product_status_idx" ON "shop_notify_requests" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "shop_notify_requests_created_idx" ON "shop_notify_requests" USING btree ("created");