CREATE TABLE "shop_moved_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"moved" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_old_slugs" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" text NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_old_slugs_kind_slug_pk" PRIMARY KEY("kind","slug")
);
