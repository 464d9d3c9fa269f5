CREATE TABLE "plan_resources" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'person' NOT NULL,
	"color" text DEFAULT '#2e7d32' NOT NULL,
	"font_color" text DEFAULT '#ffffff' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"available_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_stages" (
	"order_id" text NOT NULL,
	"uuid" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"resources" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "production_stages_order_id_uuid_pk" PRIMARY KEY("order_id","uuid")
);
--> statement-breakpoint
CREATE INDEX "production_stages_time_idx" ON "production_stages" USING btree ("start","end");