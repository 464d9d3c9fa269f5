CREATE TABLE "instagram_media" (
	"id" text PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"permalink" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"position" integer NOT NULL,
	"fetched" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"app_secret_enc" text,
	"page_id" text,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"connected_by" text,
	"connected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"post_id" text,
	"result" text NOT NULL,
	"error" text,
	"by" text,
	"by_name" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "social_shares_created_idx" ON "social_shares" USING btree ("created");