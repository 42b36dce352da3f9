-- CreateEnum
CREATE TYPE "LeadAssignmentRule" AS ENUM ('UNASSIGNED', 'ROUND_ROBIN', 'BY_COURSE');

-- CreateEnum
CREATE TYPE "LeadSource" AS ENUM ('WEBSITE', 'GOOGLE', 'FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'YOUTUBE', 'WHATSAPP', 'EMAIL', 'REFERRAL', 'OTHER');

-- CreateEnum
CREATE TYPE "LeadEventKind" AS ENUM ('NOTE', 'STATUS', 'ASSIGNED', 'FOLLOW_UP_SET', 'FOLLOW_UP_DONE', 'MAIL', 'MERGED');

-- DropIndex
DROP INDEX "Lead_email_course_lastSubmittedAt_idx";

-- DropIndex
DROP INDEX "LeadSubmission_leadId_idx";

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "assigneeId" TEXT,
ADD COLUMN     "campaign" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nextFollowUpAt" TIMESTAMP(3),
ADD COLUMN     "nextFollowUpNote" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "source" "LeadSource" NOT NULL DEFAULT 'WEBSITE';

-- AlterTable
ALTER TABLE "LeadSubmission" ADD COLUMN     "consentText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "course" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "email" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "phone" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sourceButton" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sourcePage" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmCampaign" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmContent" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmMedium" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmSource" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmTerm" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "wantsSyllabus" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "SiteSettings" ADD COLUMN     "leadAssignment" "LeadAssignmentRule" NOT NULL DEFAULT 'UNASSIGNED',
ADD COLUMN     "leadCounsellorIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "leadCourseCounsellors" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "leadDuplicateWindowDays" INTEGER NOT NULL DEFAULT 30;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "notifyFollowUps" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notifyNewLeads" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "LeadAssignmentTurn" (
    "pool" TEXT NOT NULL,
    "turn" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LeadAssignmentTurn_pkey" PRIMARY KEY ("pool")
);

-- CreateTable
CREATE TABLE "LeadEvent" (
    "id" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" "LeadEventKind" NOT NULL,
    "authorId" TEXT,
    "authorName" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL DEFAULT '',
    "detail" JSONB,

    CONSTRAINT "LeadEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FollowUpDigestRun" (
    "day" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "mails" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "FollowUpDigestRun_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "LeadEvent_leadId_createdAt_idx" ON "LeadEvent"("leadId", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_email_lastSubmittedAt_idx" ON "Lead"("email", "lastSubmittedAt");

-- CreateIndex
CREATE INDEX "Lead_phone_lastSubmittedAt_idx" ON "Lead"("phone", "lastSubmittedAt");

-- CreateIndex
CREATE INDEX "Lead_source_createdAt_idx" ON "Lead"("source", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_assigneeId_createdAt_idx" ON "Lead"("assigneeId", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_assigneeId_nextFollowUpAt_idx" ON "Lead"("assigneeId", "nextFollowUpAt");

-- CreateIndex
CREATE INDEX "Lead_nextFollowUpAt_idx" ON "Lead"("nextFollowUpAt");

-- CreateIndex
CREATE INDEX "LeadSubmission_leadId_createdAt_idx" ON "LeadSubmission"("leadId", "createdAt");

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeadEvent" ADD CONSTRAINT "LeadEvent_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeadEvent" ADD CONSTRAINT "LeadEvent_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Data: a lead's one note (each save overwrote it) becomes the first NOTE of its timeline, dated when the lead was
-- last changed and with no author (the site did not record who wrote it), then the column goes: notes are added
-- now, never overwritten.
INSERT INTO "LeadEvent" ("id", "leadId", "createdAt", "kind", "authorName", "text")
SELECT 'note-' || "id", "id", "updatedAt", 'NOTE', '', "notes" FROM "Lead" WHERE "notes" <> '';

ALTER TABLE "Lead" DROP COLUMN "notes";

-- Data: the enquiries recorded before this migration get what their lead knew (the page, button and course of the
-- lead, its details then), the nearest there is to what each one sent.
UPDATE "LeadSubmission" AS s SET "course" = l."course", "name" = l."name", "email" = l."email", "phone" = l."phone",
  "sourcePage" = l."sourcePage", "sourceButton" = l."sourceButton", "wantsSyllabus" = l."wantsSyllabus"
FROM "Lead" AS l WHERE s."leadId" = l."id";

-- A timeline entry is never edited: only its lead may change (a merge moves the entries of the merged lead to the
-- lead it joins). Deleting goes with the lead (trash and purge), so it is not refused here.
CREATE OR REPLACE FUNCTION "lead_event_is_append_only"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  IF (to_jsonb(NEW) - ''leadId'') IS DISTINCT FROM (to_jsonb(OLD) - ''leadId'') THEN
    RAISE EXCEPTION ''a lead timeline entry cannot be changed'' USING ERRCODE = ''insufficient_privilege''\073
  END IF\073
  RETURN NEW\073
END
';

CREATE TRIGGER "LeadEvent_append_only"
BEFORE UPDATE ON "LeadEvent"
FOR EACH ROW EXECUTE FUNCTION "lead_event_is_append_only"();
