ALTER TABLE "bookings" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_event_idx" ON "bookings" USING btree ("event");