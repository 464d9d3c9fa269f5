CREATE TABLE "invoice_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"payment_terms_days" integer,
	"notes" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "invoice_document_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"document_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"number" text,
	"issued_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"receiver_kind" text DEFAULT 'customer' NOT NULL,
	"customer_id" text,
	"vendor_id" text,
	"receiver_name" text DEFAULT '' NOT NULL,
	"date" text NOT NULL,
	"due_date" text,
	"source_id" text,
	"order_id" text,
	"shop_order_id" text,
	"cancels_id" text,
	"cancelled_by_id" text,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"gross_cents" integer DEFAULT 0 NOT NULL,
	"net_cents" integer DEFAULT 0 NOT NULL,
	"due_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"receiver" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"factor" double precision NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" text PRIMARY KEY NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'Stk.' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"price_mode" text DEFAULT 'net' NOT NULL,
	"vat_rate" double precision DEFAULT 20 NOT NULL,
	"product_id" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_type_year_pk" PRIMARY KEY("type","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"text_before" text DEFAULT '' NOT NULL,
	"text_after" text DEFAULT '' NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"payment_terms_days" integer,
	"notes" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_customers_user_idx" ON "invoice_customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_document_history_document_idx" ON "invoice_document_history" USING btree ("document_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_number_idx" ON "invoice_documents" USING btree ("type","number");--> statement-breakpoint
CREATE INDEX "invoice_documents_type_date_idx" ON "invoice_documents" USING btree ("type","date");--> statement-breakpoint
CREATE INDEX "invoice_documents_source_idx" ON "invoice_documents" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "invoice_documents_order_idx" ON "invoice_documents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_shop_order_idx" ON "invoice_documents" USING btree ("shop_order_id") WHERE type = 'invoice';