CREATE TABLE "shop_carts" (
	"holder" text NOT NULL,
	"kind" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_carts_holder_kind_pk" PRIMARY KEY("holder","kind")
);
