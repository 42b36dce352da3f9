-- "My applications" reads a learner's applications newest first by ("createdAt", "id"), the cursor order: with both in
-- the index the page is read in order from it, instead of sorting every application of the learner (issue 28).

-- DropIndex
DROP INDEX "Application_learnerId_createdAt_idx";

-- CreateIndex
CREATE INDEX "Application_learnerId_createdAt_id_idx" ON "Application"("learnerId", "createdAt" DESC, "id" DESC);
