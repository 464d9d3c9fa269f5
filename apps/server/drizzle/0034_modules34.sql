CREATE TABLE "bug_report_events" (
	"id" text PRIMARY KEY NOT NULL,
	"report" text NOT NULL,
	"kind" text NOT NULL,
	"author" text,
	"author_name" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_tracker_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"files" text[] DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "screenshots" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "app_version" text;--> statement-breakpoint
ALTER TABLE "bug_report_events" ADD CONSTRAINT "bug_report_events_report_bug_reports_id_fk" FOREIGN KEY ("report") REFERENCES "public"."bug_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bug_report_events_report_idx" ON "bug_report_events" USING btree ("report","created");--> statement-breakpoint
CREATE INDEX "persons_name_idx" ON "persons" USING btree ("name");