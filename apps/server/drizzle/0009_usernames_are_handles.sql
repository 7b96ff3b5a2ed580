-- Hand-written data migration (issue 11 item 2, docs/decisions/040-usernames-are-handles.md).
-- Sign-up used to copy the e-mail address into user_name, which is public. Every user_name that contains
-- '@' becomes a handle made from the person's name (lower-case ASCII letters and digits, at most 24, or
-- "member" when the name gives no letter) plus '.' and the first 12 hex digits of the account id, so the new
-- handles are unique without a retry loop. Nothing else changes: people still sign in with their e-mail.
UPDATE "users" AS u
SET "user_name" = h.handle, "updated_at" = now()
FROM (
  SELECT
    s.id,
    CASE WHEN s.base ~ '[a-z]' THEN s.base ELSE left('member' || s.base, 24) END
      || '.' || left(replace(s.id::text, '-', ''), 12) AS handle
  FROM (
    SELECT
      "id" AS id,
      left(
        regexp_replace(
          lower(coalesce(nullif("name", ''), concat_ws(' ', "first_name", "last_name"))),
          '[^a-z0-9]+', '', 'g'
        ),
        24
      ) AS base
    FROM "users"
    WHERE "user_name" LIKE '%@%'
  ) AS s
) AS h
WHERE u."id" = h.id;
