CREATE TABLE "booking_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"opening" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"location" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"cancel_token" text NOT NULL,
	"places" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "booking_blocks_start_idx" ON "booking_blocks" USING btree ("start");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start");--> statement-breakpoint
CREATE INDEX "bookings_cancel_token_idx" ON "bookings" USING btree ("cancel_token");