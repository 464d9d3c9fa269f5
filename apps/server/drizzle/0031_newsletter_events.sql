CREATE TABLE "newsletter_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sending_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_events" ADD CONSTRAINT "newsletter_events_sending_id_newsletter_sendings_id_fk" FOREIGN KEY ("sending_id") REFERENCES "public"."newsletter_sendings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_events" ADD CONSTRAINT "newsletter_events_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_events_sending_idx" ON "newsletter_events" USING btree ("sending_id","kind","at");