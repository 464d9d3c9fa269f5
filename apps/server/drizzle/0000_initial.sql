CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"password_hash" text,
	"name" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"user_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"two_factor" jsonb DEFAULT '{"enabled":false}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text,
	"type" text DEFAULT 'page' NOT NULL,
	"route" text,
	"parent_page" text,
	"order" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_productgroups" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"product_groups" text[] DEFAULT '{}' NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer,
	"available" boolean DEFAULT true NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"product_groups" text[] DEFAULT '{}' NOT NULL,
	"type" text DEFAULT 'product' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "entries_route_idx" ON "entries" USING btree ("route");--> statement-breakpoint
CREATE INDEX "entries_slug_idx" ON "entries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "entries_publish_date_idx" ON "entries" USING btree ("publish_date");--> statement-breakpoint
CREATE INDEX "shop_products_product_groups_idx" ON "shop_products" USING gin ("product_groups");