-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('NEW', 'CONTACTED', 'ENROLLED', 'CLOSED');

-- CreateTable
CREATE TABLE "Lead" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "designation" TEXT NOT NULL,
    "experience" TEXT NOT NULL,
    "course" TEXT NOT NULL,
    "sourcePage" TEXT NOT NULL DEFAULT '',
    "sourceButton" TEXT NOT NULL DEFAULT '',
    "wantsSyllabus" BOOLEAN NOT NULL DEFAULT false,
    "consent" BOOLEAN NOT NULL,
    "status" "LeadStatus" NOT NULL DEFAULT 'NEW',
    "notes" TEXT NOT NULL DEFAULT '',
    "clientAddress" TEXT NOT NULL DEFAULT '',
    "submissions" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Lead_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Lead_createdAt_id_idx" ON "Lead"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Lead_email_course_updatedAt_idx" ON "Lead"("email", "course", "updatedAt");

-- CreateIndex
CREATE INDEX "Lead_status_createdAt_idx" ON "Lead"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_course_createdAt_idx" ON "Lead"("course", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_clientAddress_updatedAt_idx" ON "Lead"("clientAddress", "updatedAt");
