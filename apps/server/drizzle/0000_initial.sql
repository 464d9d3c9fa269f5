CREATE SEQUENCE "public"."customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"used" timestamp with time zone
);
--> statement-breakpoint
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
	"verified" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"locked_until" timestamp with time zone,
	"fixed" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"form" text DEFAULT 'contact' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"attachment" jsonb,
	"date" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"hash" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"width" integer,
	"height" integer,
	"edit" jsonb,
	"gridrefs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gridrefs_ng" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processing" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"template" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "entries_route_idx" ON "entries" USING btree ("route");--> statement-breakpoint
CREATE INDEX "entries_slug_idx" ON "entries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "entries_publish_date_idx" ON "entries" USING btree ("publish_date");--> statement-breakpoint
CREATE INDEX "messages_date_idx" ON "messages" USING btree ("date");--> statement-breakpoint
CREATE INDEX "shop_products_product_groups_idx" ON "shop_products" USING gin ("product_groups");--> statement-breakpoint
CREATE UNIQUE INDEX "files_hash_idx" ON "files" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "files_upload_date_idx" ON "files" USING btree ("upload_date");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created");