CREATE TABLE "newsletter_recommendations" (
	"id" text PRIMARY KEY NOT NULL,
	"sending_id" text NOT NULL,
	"name" text NOT NULL,
	"recipient" text NOT NULL,
	"ip" text NOT NULL,
	"language" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "newsletter_recommendations_sending_idx" ON "newsletter_recommendations" USING btree ("sending_id");