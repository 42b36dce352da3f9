-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "phoneDigits" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "LeadSubmission_phone_idx" ON "LeadSubmission"("phone");

-- CreateIndex
CREATE INDEX "LeadSubmission_email_idx" ON "LeadSubmission"("email");

-- CreateFunction (not part of Prisma's data model: `prisma migrate diff` ignores functions and triggers)
-- Lead.phoneDigits, kept by the database on every insert and every update of the phone, so that no writer can leave
-- it stale: the last ten digits of the stored number ("+91 98765 43210" gives 9876543210), which the leads search
-- matches the digits of a number typed with any grouping against. The body is an E'' string whose semicolons are
-- written \073 (the migration runner cuts scripts at every semicolon, see 20261123120000_public_content_notify).
CREATE OR REPLACE FUNCTION "Lead_phone_digits"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  NEW."phoneDigits" := right(regexp_replace(coalesce(NEW."phone", ''''), ''[^0-9]'', '''', ''g''), 10)\073
  RETURN NEW\073
END
';

-- CreateTrigger
CREATE TRIGGER "Lead_phone_digits"
BEFORE INSERT OR UPDATE OF "phone", "phoneDigits" ON "Lead"
FOR EACH ROW EXECUTE FUNCTION "Lead_phone_digits"();

-- Backfill: fire the trigger once for every existing lead.
UPDATE "Lead" SET "phone" = "phone";
