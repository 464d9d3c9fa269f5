CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mail_groups" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'notification' NOT NULL,
	"icon" text DEFAULT 'bell' NOT NULL,
	"group" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" text NOT NULL,
	"path" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"step" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_path_referrer_device_country_pk" PRIMARY KEY("day","path","referrer","device","country")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone,
	"place" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"media" text[] DEFAULT '{}' NOT NULL,
	"booking_url" text,
	"published" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created");--> statement-breakpoint
CREATE INDEX "notifications_read_idx" ON "notifications" USING btree ("read");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start");