CREATE TABLE "person_links" (
	"id" text PRIMARY KEY NOT NULL,
	"person" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_clubs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sponsored" boolean DEFAULT true NOT NULL,
	"logo" text[] DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_persons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"media" text[] DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_teams" (
	"id" text PRIMARY KEY NOT NULL,
	"club" text NOT NULL,
	"name" text NOT NULL,
	"season" text DEFAULT '' NOT NULL,
	"league" text DEFAULT '' NOT NULL,
	"coach" text,
	"players" text[] DEFAULT '{}' NOT NULL,
	"logo" text[] DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_links" ADD CONSTRAINT "person_links_person_persons_id_fk" FOREIGN KEY ("person") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_teams" ADD CONSTRAINT "sports_teams_club_sports_clubs_id_fk" FOREIGN KEY ("club") REFERENCES "public"."sports_clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_links_unique_idx" ON "person_links" USING btree ("person","kind","target");--> statement-breakpoint
CREATE INDEX "person_links_target_idx" ON "person_links" USING btree ("kind","target");--> statement-breakpoint
CREATE INDEX "sports_teams_club_idx" ON "sports_teams" USING btree ("club");