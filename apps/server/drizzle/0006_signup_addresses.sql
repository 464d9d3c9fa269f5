-- Signups through the shop stored the two blank addresses of the signup data without a uuid, and the
-- address book could not answer them. Blank addresses (nothing but type and country) are dropped,
-- every other one gets a uuid; entries that are no address at all are dropped.
UPDATE "users"
SET "user_data" = jsonb_set(
  "user_data",
  '{addresses}',
  COALESCE(
    (
      SELECT jsonb_agg(
        CASE WHEN entry ? 'uuid' THEN entry ELSE entry || jsonb_build_object('uuid', gen_random_uuid()::text) END
      )
      FROM jsonb_array_elements("user_data"->'addresses') AS entry
      WHERE CASE
        WHEN jsonb_typeof(entry) <> 'object' THEN false
        WHEN entry ? 'uuid' THEN true
        ELSE EXISTS (
          SELECT 1 FROM jsonb_each_text(entry) AS field
          WHERE field.key NOT IN ('type', 'country') AND btrim(coalesce(field.value, '')) <> ''
        )
      END
    ),
    '[]'::jsonb
  )
)
WHERE jsonb_typeof("user_data"->'addresses') = 'array'
  AND EXISTS (
    SELECT 1 FROM jsonb_array_elements("user_data"->'addresses') AS entry
    WHERE jsonb_typeof(entry) <> 'object' OR NOT entry ? 'uuid'
  );
