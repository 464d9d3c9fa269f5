ALTER TABLE "entries" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_productgroups" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_colors" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;