CREATE TABLE "bug_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reproduce" text DEFAULT 'unknown' NOT NULL,
	"severity" text DEFAULT 'normal' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"developer" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bug_reports_developer_idx" ON "bug_reports" USING btree ("developer");