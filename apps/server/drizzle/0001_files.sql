CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"hash" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"width" integer,
	"height" integer,
	"edit" jsonb,
	"gridrefs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gridrefs_ng" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processing" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "files_hash_idx" ON "files" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "files_upload_date_idx" ON "files" USING btree ("upload_date");