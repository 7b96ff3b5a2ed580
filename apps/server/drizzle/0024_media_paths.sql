-- Our media is stored as a path, /api/media/<key>?v=… (docs/decisions/109). Absolute URLs stored before, of any
-- host (PUBLIC_URL changed, or a second host name), become that path; other hosts' URLs without /api/media/ stay.
UPDATE "users" SET "avatar_url" = regexp_replace("avatar_url", '^https?://[^/?#]+(/api/media/)', '\1')
WHERE "avatar_url" ~ '^https?://[^/?#]+/api/media/';
--> statement-breakpoint
UPDATE "events" SET "avatar_url" = regexp_replace("avatar_url", '^https?://[^/?#]+(/api/media/)', '\1')
WHERE "avatar_url" ~ '^https?://[^/?#]+/api/media/';
--> statement-breakpoint
UPDATE "events" SET "opt_ins" = jsonb_set(
  "opt_ins", '{privacyPolicy,fileUrl}',
  to_jsonb(regexp_replace("opt_ins" #>> '{privacyPolicy,fileUrl}', '^https?://[^/?#]+(/api/media/)', '\1'))
)
WHERE "opt_ins" #>> '{privacyPolicy,fileUrl}' ~ '^https?://[^/?#]+/api/media/';
--> statement-breakpoint
UPDATE "clubs" SET
  "avatar_url" = regexp_replace("avatar_url", '^https?://[^/?#]+(/api/media/)', '\1'),
  "cover_url" = regexp_replace("cover_url", '^https?://[^/?#]+(/api/media/)', '\1')
WHERE "avatar_url" ~ '^https?://[^/?#]+/api/media/' OR "cover_url" ~ '^https?://[^/?#]+/api/media/';
--> statement-breakpoint
UPDATE "club_tiers" SET "image_url" = regexp_replace("image_url", '^https?://[^/?#]+(/api/media/)', '\1')
WHERE "image_url" ~ '^https?://[^/?#]+/api/media/';
--> statement-breakpoint
UPDATE "documents" SET "file_url" = regexp_replace("file_url", '^https?://[^/?#]+(/api/media/)', '\1')
WHERE "file_url" ~ '^https?://[^/?#]+/api/media/';
--> statement-breakpoint
UPDATE "event_comments" SET "medias" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(m) = 'string'
      THEN to_jsonb(regexp_replace(m #>> '{}', '^https?://[^/?#]+(/api/media/)', '\1'))
      ELSE m END ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("medias") WITH ORDINALITY AS e(m, n)
)
WHERE "medias"::text ~ 'https?://[^/?#"]+/api/media/';
--> statement-breakpoint
UPDATE "notifications" SET "properties" = (
  SELECT coalesce(jsonb_object_agg(
    k,
    CASE WHEN jsonb_typeof(v) = 'string'
      THEN to_jsonb(regexp_replace(v #>> '{}', '^https?://[^/?#]+(/api/media/)', '\1'))
      ELSE v END), '{}'::jsonb)
  FROM jsonb_each("properties") AS e(k, v)
)
WHERE "properties"::text ~ 'https?://[^/?#"]+/api/media/';
