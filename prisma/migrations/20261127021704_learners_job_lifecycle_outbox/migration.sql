-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('DRAFT', 'PUBLISHED', 'FILLED');

-- CreateEnum
CREATE TYPE "ApplyMethod" AS ENUM ('SITE', 'URL', 'EMAIL');

-- CreateEnum
CREATE TYPE "LearnerTokenPurpose" AS ENUM ('CONFIRM_EMAIL', 'RESET_PASSWORD');

-- CreateEnum
CREATE TYPE "MailState" AS ENUM ('QUEUED', 'SENT', 'FAILED');

-- AlterTable
ALTER TABLE "JobPost" ADD COLUMN     "applyEmail" TEXT,
ADD COLUMN     "applyMethod" "ApplyMethod" NOT NULL DEFAULT 'SITE',
ADD COLUMN     "applyUrl" TEXT,
ADD COLUMN     "closesAt" TIMESTAMP(3),
ADD COLUMN     "experienceMax" INTEGER,
ADD COLUMN     "experienceMin" INTEGER,
ADD COLUMN     "filledAt" TIMESTAMP(3),
ADD COLUMN     "skills" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "status" "JobStatus" NOT NULL DEFAULT 'PUBLISHED';

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "learnerId" TEXT,
ALTER COLUMN "userId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "Learner" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "passwordHash" TEXT,
    "emailVerifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Learner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LearnerIdentity" (
    "id" TEXT NOT NULL,
    "learnerId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LearnerIdentity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LearnerToken" (
    "id" TEXT NOT NULL,
    "learnerId" TEXT NOT NULL,
    "purpose" "LearnerTokenPurpose" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LearnerToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LearnerCv" (
    "learnerId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LearnerCv_pkey" PRIMARY KEY ("learnerId")
);

-- CreateTable
CREATE TABLE "OidcLogin" (
    "state" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "returnTo" TEXT NOT NULL DEFAULT '/',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OidcLogin_pkey" PRIMARY KEY ("state")
);

-- CreateTable
CREATE TABLE "OutboxMail" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "state" "MailState" NOT NULL DEFAULT 'QUEUED',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OutboxMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Learner_email_key" ON "Learner"("email");

-- CreateIndex
CREATE INDEX "LearnerIdentity_learnerId_idx" ON "LearnerIdentity"("learnerId");

-- CreateIndex
CREATE UNIQUE INDEX "LearnerIdentity_provider_subject_key" ON "LearnerIdentity"("provider", "subject");

-- CreateIndex
CREATE UNIQUE INDEX "LearnerToken_tokenHash_key" ON "LearnerToken"("tokenHash");

-- CreateIndex
CREATE INDEX "LearnerToken_learnerId_purpose_idx" ON "LearnerToken"("learnerId", "purpose");

-- CreateIndex
CREATE INDEX "LearnerToken_expiresAt_idx" ON "LearnerToken"("expiresAt");

-- CreateIndex
CREATE INDEX "OidcLogin_createdAt_idx" ON "OidcLogin"("createdAt");

-- CreateIndex
CREATE INDEX "OutboxMail_state_nextAttemptAt_idx" ON "OutboxMail"("state", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutboxMail_createdAt_id_idx" ON "OutboxMail"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "JobPost_status_createdAt_id_idx" ON "JobPost"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "JobPost_closesAt_idx" ON "JobPost"("closesAt");

-- CreateIndex
CREATE INDEX "Session_learnerId_idx" ON "Session"("learnerId");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LearnerIdentity" ADD CONSTRAINT "LearnerIdentity_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LearnerToken" ADD CONSTRAINT "LearnerToken_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LearnerCv" ADD CONSTRAINT "LearnerCv_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A session belongs to exactly one staff member or one learner.
ALTER TABLE "Session" ADD CONSTRAINT "Session_owner_check" CHECK (("userId" IS NULL) <> ("learnerId" IS NULL));
