-- Order and price-request lines name their variant and colour as bought (variant_title, color_title);
-- lines stored before kept only the variant's key and the colour's id. They get the names the product's
-- variant and the colour have now, the closest record there is; a line whose variant or colour is gone
-- keeps no name.
CREATE FUNCTION "pg_temp"."line_names"("lines" jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT COALESCE(
    jsonb_agg(
      line.item
      || COALESCE(
        (
          SELECT jsonb_build_object('variant_title', COALESCE(NULLIF(variant->>'value', ''), variant->>'key'))
          FROM "shop_products" AS product,
            jsonb_array_elements(COALESCE(product."data"->'variants', '[]'::jsonb)) AS variant
          WHERE product."id" = line.item->>'item'
            AND COALESCE(line.item->>'variant', '') <> ''
            AND variant->>'key' = line.item->>'variant'
            AND NOT line.item ? 'variant_title'
          LIMIT 1
        ),
        '{}'::jsonb
      )
      || COALESCE(
        (
          SELECT jsonb_build_object('color_title', color."title")
          FROM "shop_colors" AS color
          WHERE jsonb_typeof(line.item->'customization') = 'object'
            AND color."id" = line.item->'customization'->>'color'
            AND NOT line.item ? 'color_title'
        ),
        '{}'::jsonb
      )
      ORDER BY line.position
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements("lines") WITH ORDINALITY AS line(item, position)
  WHERE jsonb_typeof(line.item) = 'object'
$$;
--> statement-breakpoint
UPDATE "shop_orders"
SET "data" = jsonb_set("data", '{items}', "pg_temp"."line_names"("data"->'items'))
WHERE jsonb_typeof("data"->'items') = 'array';
--> statement-breakpoint
UPDATE "shop_pricerequests"
SET "items" = "pg_temp"."line_names"("items")
WHERE jsonb_typeof("items") = 'array';
--> statement-breakpoint
DROP FUNCTION "pg_temp"."line_names"(jsonb);
