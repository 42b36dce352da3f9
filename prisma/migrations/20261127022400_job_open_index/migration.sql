-- DropIndex
DROP INDEX "JobPost_closesAt_idx";

-- CreateIndex
CREATE INDEX "JobPost_status_closesAt_idx" ON "JobPost"("status", "closesAt");
