-- DropIndex
DROP INDEX "JobAlert_confirmedAt_unsubscribedAt_idx";

-- AlterTable
ALTER TABLE "JobAlert" ADD COLUMN     "pausedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "JobAlert_confirmedAt_unsubscribedAt_pausedAt_idx" ON "JobAlert"("confirmedAt", "unsubscribedAt", "pausedAt");
