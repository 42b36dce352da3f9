-- Public content changed: every gateway process LISTENs on "public_content_changed" and clears its in-memory caches
-- (rendered public pages, public GraphQL answers) when a notification arrives. The payload is the table's name.
-- NOTIFY inside a transaction is delivered at commit, so no process drops its cache before the change is visible.
-- Not part of Prisma's data model: `prisma migrate diff` ignores functions and triggers.

-- CreateFunction
-- The body is an E'' string whose semicolons are written \073: the migration runner here (the schema engine through
-- @prisma/adapter-pg) cuts a script at every semicolon, dollar quotes or not. PostgreSQL reads it as plain PL/pgSQL.
CREATE OR REPLACE FUNCTION "notify_public_content_changed"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pg_notify(''public_content_changed'', TG_TABLE_NAME)\073
  RETURN NULL\073
END
';

-- CreateTrigger: the tables the public pages and public GraphQL queries read (jobPosts, jobPost,
-- jobCategoryCounts, stories, story, Story.comments, siteSettings). One notification per statement, not per row,
-- and PostgreSQL folds identical notifications of one transaction into one.
CREATE TRIGGER "JobPost_public_content_changed"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "JobPost"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content_changed"();

CREATE TRIGGER "Story_public_content_changed"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Story"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content_changed"();

-- A visitor's new comment waits for approval and is shown nowhere, so a plain insert is not news: otherwise any
-- visitor could empty every process's caches at will. Only inserting an already approved comment is.
CREATE TRIGGER "StoryComment_public_content_changed"
AFTER UPDATE OR DELETE OR TRUNCATE ON "StoryComment"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content_changed"();

CREATE TRIGGER "StoryComment_approved_insert_public_content_changed"
AFTER INSERT ON "StoryComment"
FOR EACH ROW WHEN (NEW."status" = 'APPROVED') EXECUTE FUNCTION "notify_public_content_changed"();

CREATE TRIGGER "SiteSettings_public_content_changed"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "SiteSettings"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content_changed"();
