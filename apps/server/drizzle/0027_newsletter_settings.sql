CREATE TABLE "newsletter_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_lists" ADD COLUMN "double_opt_in" boolean DEFAULT true NOT NULL;