-- A click on Apply Now of a job applied to elsewhere counts in "JobPost"."externalApplyClicks" (issue 28). That count
-- is for staff and shows on no public page, so it must not tell every gateway to empty its caches: any visitor could
-- otherwise empty them at will, and a busy site would lose its caches to every click. Updates now notify per row,
-- unless the row changed in nothing but that count (PostgreSQL folds the identical notifications of one transaction
-- into one, as before). Inserts, deletes and truncates keep a statement-level trigger of their own.
-- Not part of Prisma's data model: `prisma migrate diff` ignores triggers.

-- DropTrigger
DROP TRIGGER IF EXISTS "JobPost_public_content_changed" ON "JobPost";

-- CreateTrigger
CREATE TRIGGER "JobPost_public_content_changed"
AFTER UPDATE ON "JobPost"
FOR EACH ROW WHEN ((to_jsonb(OLD) - 'externalApplyClicks') IS DISTINCT FROM (to_jsonb(NEW) - 'externalApplyClicks'))
EXECUTE FUNCTION "notify_public_content_changed"();

-- CreateTrigger
CREATE TRIGGER "JobPost_public_content_added_removed"
AFTER INSERT OR DELETE OR TRUNCATE ON "JobPost"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_content_changed"();
