ALTER TABLE "shop_productgroups" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_productgroups_slug_idx" ON "shop_productgroups" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_slug_idx" ON "shop_products" USING btree ("slug");--> statement-breakpoint
-- The slug of a title as slugify (packages/domain) makes it: umlauts and ß written out, accents dropped,
-- lower case, every other run of characters one hyphen; room left for a suffix within 100 characters.
CREATE FUNCTION "gartenwerk_slugify"(title text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT regexp_replace(regexp_replace(left(regexp_replace(lower(translate(
		replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(title,
			'Ä', 'ae'), 'Ö', 'oe'), 'Ü', 'ue'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'ẞ', 'ss'),
			'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'),
		'ÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝàáâãåçèéêëìíîïñòóôõøùúûýÿ',
		'AAAAACEEEEIIIINOOOOOUUUYaaaaaceeeeiiiinooooouuuyy')),
		'[^a-z0-9]+', '-', 'g'), 94), '^-+', ''), '-+$', '')
$$;--> statement-breakpoint
-- Existing rows get their title's slug, the older row first; a slug taken gets -2, -3 … Group slugs
-- the shop's own pages take under /shop are skipped.
DO $$
DECLARE
	row record;
	base text;
	candidate text;
	suffix int;
BEGIN
	FOR row IN SELECT "id", "title" FROM "shop_productgroups" ORDER BY "created", "id" LOOP
		base := coalesce(nullif("gartenwerk_slugify"(row."title"), ''), 'gruppe');
		candidate := base;
		suffix := 1;
		WHILE candidate IN ('cart', 'checkout', 'p', 'search', 'specials')
			OR EXISTS (SELECT 1 FROM "shop_productgroups" WHERE "slug" = candidate) LOOP
			suffix := suffix + 1;
			candidate := base || '-' || suffix;
		END LOOP;
		UPDATE "shop_productgroups" SET "slug" = candidate WHERE "id" = row."id";
	END LOOP;
	FOR row IN SELECT "id", "title" FROM "shop_products" ORDER BY "created", "id" LOOP
		base := coalesce(nullif("gartenwerk_slugify"(row."title"), ''), 'produkt');
		candidate := base;
		suffix := 1;
		WHILE EXISTS (SELECT 1 FROM "shop_products" WHERE "slug" = candidate) LOOP
			suffix := suffix + 1;
			candidate := base || '-' || suffix;
		END LOOP;
		UPDATE "shop_products" SET "slug" = candidate WHERE "id" = row."id";
	END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION "gartenwerk_slugify"(text);--> statement-breakpoint
ALTER TABLE "shop_productgroups" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ALTER COLUMN "slug" SET NOT NULL;
