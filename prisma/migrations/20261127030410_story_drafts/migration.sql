-- AlterTable
ALTER TABLE "Story" ADD COLUMN     "applicationId" TEXT,
ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;

-- CreateIndex
CREATE INDEX "Story_published_postDate_id_idx" ON "Story"("published", "postDate" DESC, "id" DESC);
