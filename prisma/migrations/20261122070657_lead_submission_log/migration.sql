-- DropIndex
DROP INDEX "Lead_clientAddress_updatedAt_idx";

-- DropIndex
DROP INDEX "Lead_email_course_updatedAt_idx";

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "lastSubmittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Existing leads: their last change is the best record of their last submission.
UPDATE "Lead" SET "lastSubmittedAt" = "updatedAt";

-- CreateTable
CREATE TABLE "LeadSubmission" (
    "id" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "clientAddress" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LeadSubmission_clientAddress_createdAt_idx" ON "LeadSubmission"("clientAddress", "createdAt");

-- CreateIndex
CREATE INDEX "LeadSubmission_leadId_idx" ON "LeadSubmission"("leadId");

-- CreateIndex
CREATE INDEX "Lead_email_course_lastSubmittedAt_idx" ON "Lead"("email", "course", "lastSubmittedAt");

-- AddForeignKey
ALTER TABLE "LeadSubmission" ADD CONSTRAINT "LeadSubmission_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;
