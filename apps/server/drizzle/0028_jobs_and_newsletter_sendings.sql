CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"singleton_key" text,
	"start_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started" timestamp with time zone,
	"error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_sending_recipients" (
	"sending_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" timestamp with time zone,
	"error" text,
	CONSTRAINT "newsletter_sending_recipients_sending_id_subscriber_id_pk" PRIMARY KEY("sending_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_sendings" (
	"id" text PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"lists" text[] NOT NULL,
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"welcome" boolean DEFAULT false NOT NULL,
	"paused_reason" text,
	"scheduled" timestamp with time zone,
	"started" timestamp with time zone,
	"finished" timestamp with time zone,
	"html" text,
	"text" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_sending_recipients" ADD CONSTRAINT "newsletter_sending_recipients_sending_id_newsletter_sendings_id_fk" FOREIGN KEY ("sending_id") REFERENCES "public"."newsletter_sendings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sending_recipients" ADD CONSTRAINT "newsletter_sending_recipients_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("name","state","start_after");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("name","singleton_key") WHERE state = 'created' and singleton_key is not null;--> statement-breakpoint
CREATE INDEX "newsletter_sending_recipients_state_idx" ON "newsletter_sending_recipients" USING btree ("sending_id","state");--> statement-breakpoint
CREATE INDEX "newsletter_sendings_status_idx" ON "newsletter_sendings" USING btree ("status");