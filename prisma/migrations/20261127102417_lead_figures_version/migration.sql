-- CreateTable
CREATE TABLE "LeadFiguresVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "LeadFiguresVersion_pkey" PRIMARY KEY ("id")
);

-- The version goes up once per statement that changes a table the dashboard's lead figures count (leads by course,
-- source and status, follow-ups per counsellor, the placement funnel). Taken with the statement's transaction, so a
-- reader sees the new version only once the change is visible. The row is made by the first such statement (no row
-- is version 0), so that a new database has no rows (a backup restores only into an empty database, and this table is
-- not part of backups: gateway/src/db/backup.ts).
CREATE OR REPLACE FUNCTION "bump_lead_figures_version"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "LeadFiguresVersion" ("id", "version") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "LeadFiguresVersion"."version" + 1\073
  RETURN NULL\073
END
';

CREATE TRIGGER "Lead_lead_figures_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Lead"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_lead_figures_version"();

CREATE TRIGGER "Application_lead_figures_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Application"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_lead_figures_version"();

CREATE TRIGGER "User_lead_figures_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "User"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_lead_figures_version"();
