-- AlterTable
ALTER TABLE "SiteSettings" ADD COLUMN     "highestPackageFigure" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "hiringPartnersFigure" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "placementsFigure" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Story" ADD COLUMN     "companyLogo" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "placementPackage" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "Course" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "label" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "draft" JSONB NOT NULL,
    "draftVersion" INTEGER NOT NULL DEFAULT 1,
    "draftUpdatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "draftUpdatedById" TEXT,
    "draftUpdatedByName" TEXT NOT NULL DEFAULT '',
    "published" JSONB,
    "publishedAt" TIMESTAMP(3),
    "publishedRevision" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Course_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourseRevision" (
    "id" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "authorId" TEXT,
    "authorName" TEXT NOT NULL DEFAULT '',
    "restoredFrom" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CourseRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobPostRevision" (
    "id" TEXT NOT NULL,
    "jobPostId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "authorId" TEXT,
    "authorName" TEXT NOT NULL DEFAULT '',
    "restoredFrom" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobPostRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Course_slug_key" ON "Course"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Course_path_key" ON "Course"("path");

-- CreateIndex
CREATE INDEX "Course_position_label_idx" ON "Course"("position", "label");

-- CreateIndex
CREATE UNIQUE INDEX "CourseRevision_courseId_number_key" ON "CourseRevision"("courseId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "JobPostRevision_jobPostId_number_key" ON "JobPostRevision"("jobPostId", "number");

-- AddForeignKey
ALTER TABLE "CourseRevision" ADD CONSTRAINT "CourseRevision_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobPostRevision" ADD CONSTRAINT "JobPostRevision_jobPostId_fkey" FOREIGN KEY ("jobPostId") REFERENCES "JobPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;
