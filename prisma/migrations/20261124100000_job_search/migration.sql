-- AlterTable
ALTER TABLE "JobPost" ADD COLUMN     "locationKey" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "salaryYearly" INTEGER,
ADD COLUMN     "searchVector" tsvector;

-- CreateIndex
CREATE INDEX "JobPost_employmentType_createdAt_idx" ON "JobPost"("employmentType", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "JobPost_locationKey_createdAt_idx" ON "JobPost"("locationKey", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "JobPost_salaryYearly_idx" ON "JobPost"("salaryYearly");

-- CreateIndex
CREATE INDEX "JobPost_searchVector_idx" ON "JobPost" USING GIN ("searchVector");

-- CreateFunction: how the location filter compares places (the trigger below and the list query both use it).
CREATE OR REPLACE FUNCTION "job_location_key"(location text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS 'SELECT lower(btrim(regexp_replace(location, ''[[:space:]]+'', '' '', ''g'')))';

-- CreateFunction (not part of Prisma's data model: `prisma migrate diff` ignores functions and triggers)
-- The derived columns above, kept by the database on every insert and on every update of their sources, so that no
-- writer (the app, an import, psql) can leave them stale. The body is an E'' string whose semicolons are written \073
-- (the migration runner cuts scripts at every semicolon, see 20261123120000_public_content_notify).
-- salaryYearly follows the portal's reading of a salary (web/src/public/jobs/format.ts): a plain amount of rupees,
-- optionally with ₹, Rs or INR and thousands separators, and below one lakh it is monthly pay. Anything else is null.
CREATE OR REPLACE FUNCTION "JobPost_derive"() RETURNS trigger
LANGUAGE plpgsql AS E'
DECLARE
  amount numeric\073
BEGIN
  NEW."locationKey" := coalesce("job_location_key"(NEW."location"), '''')\073
  NEW."searchVector" :=
    setweight(to_tsvector(''english'', coalesce(NEW."title", '''')), ''A'') ||
    setweight(to_tsvector(''english'', coalesce(NEW."companyname", '''')), ''B'') ||
    setweight(to_tsvector(''english'', coalesce(NEW."location", '''')), ''C'') ||
    setweight(to_tsvector(''english'', coalesce(NEW."content", '''')), ''D'')\073
  NEW."salaryYearly" := NULL\073
  IF NEW."salary" ~* ''^[[:space:]]*(₹|rs[.]?|inr)?[[:space:]]*[0-9][0-9,]*([.][0-9]+)?[[:space:]]*$'' THEN
    amount := nullif(regexp_replace(NEW."salary", ''[^0-9.]'', '''', ''g''), '''')::numeric\073
    IF amount > 0 AND amount < 100000 THEN
      amount := amount * 12\073
    END IF\073
    IF amount > 0 AND amount < 2000000000 THEN
      NEW."salaryYearly" := round(amount)\073
    END IF\073
  END IF\073
  RETURN NEW\073
END
';

-- CreateTrigger
CREATE TRIGGER "JobPost_derive"
BEFORE INSERT OR UPDATE OF "title", "companyname", "location", "content", "salary" ON "JobPost"
FOR EACH ROW EXECUTE FUNCTION "JobPost_derive"();

-- Backfill: fire the trigger once for every existing row.
UPDATE "JobPost" SET "title" = "title";
