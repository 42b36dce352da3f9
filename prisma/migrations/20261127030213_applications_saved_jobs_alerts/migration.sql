-- CreateEnum
CREATE TYPE "ApplicationStage" AS ENUM ('APPLIED', 'SHORTLISTED', 'INTERVIEW', 'OFFER', 'PLACED', 'REJECTED', 'WITHDRAWN');

-- AlterTable
ALTER TABLE "JobPost" ADD COLUMN     "externalApplyClicks" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Application" (
    "id" TEXT NOT NULL,
    "jobPostId" TEXT,
    "learnerId" TEXT,
    "jobTitle" TEXT NOT NULL,
    "companyname" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "stage" "ApplicationStage" NOT NULL DEFAULT 'APPLIED',
    "stageChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "staffNotes" TEXT NOT NULL DEFAULT '',
    "cvFileName" TEXT,
    "cvContentType" TEXT,
    "cvSize" INTEGER,
    "cvData" BYTEA,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Application_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationEvent" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "fromStage" "ApplicationStage",
    "toStage" "ApplicationStage",
    "actorId" TEXT,
    "actorName" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavedJob" (
    "learnerId" TEXT NOT NULL,
    "jobPostId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedJob_pkey" PRIMARY KEY ("learnerId","jobPostId")
);

-- CreateTable
CREATE TABLE "JobAlert" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "learnerId" TEXT,
    "keywords" TEXT NOT NULL DEFAULT '',
    "category" "JobCategory",
    "location" TEXT NOT NULL DEFAULT '',
    "confirmedAt" TIMESTAMP(3),
    "confirmTokenHash" TEXT,
    "confirmExpiresAt" TIMESTAMP(3),
    "unsubscribeTokenHash" TEXT NOT NULL,
    "unsubscribedAt" TIMESTAMP(3),
    "lastDigestAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobAlert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DigestRun" (
    "id" TEXT NOT NULL,
    "day" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "mails" INTEGER NOT NULL DEFAULT 0,
    "startedBy" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "DigestRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Application_jobPostId_stage_createdAt_idx" ON "Application"("jobPostId", "stage", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Application_jobPostId_createdAt_id_idx" ON "Application"("jobPostId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Application_learnerId_createdAt_idx" ON "Application"("learnerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Application_stage_createdAt_idx" ON "Application"("stage", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Application_createdAt_id_idx" ON "Application"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Application_jobPostId_learnerId_key" ON "Application"("jobPostId", "learnerId");

-- CreateIndex
CREATE INDEX "ApplicationEvent_applicationId_createdAt_idx" ON "ApplicationEvent"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "SavedJob_learnerId_createdAt_idx" ON "SavedJob"("learnerId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "JobAlert_confirmTokenHash_key" ON "JobAlert"("confirmTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "JobAlert_unsubscribeTokenHash_key" ON "JobAlert"("unsubscribeTokenHash");

-- CreateIndex
CREATE INDEX "JobAlert_email_idx" ON "JobAlert"("email");

-- CreateIndex
CREATE INDEX "JobAlert_learnerId_idx" ON "JobAlert"("learnerId");

-- CreateIndex
CREATE INDEX "JobAlert_confirmedAt_unsubscribedAt_idx" ON "JobAlert"("confirmedAt", "unsubscribedAt");

-- CreateIndex
CREATE UNIQUE INDEX "DigestRun_day_key" ON "DigestRun"("day");

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_jobPostId_fkey" FOREIGN KEY ("jobPostId") REFERENCES "JobPost"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationEvent" ADD CONSTRAINT "ApplicationEvent_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedJob" ADD CONSTRAINT "SavedJob_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedJob" ADD CONSTRAINT "SavedJob_jobPostId_fkey" FOREIGN KEY ("jobPostId") REFERENCES "JobPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobAlert" ADD CONSTRAINT "JobAlert_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;
