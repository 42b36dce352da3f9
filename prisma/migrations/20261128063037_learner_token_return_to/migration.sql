-- AlterTable
ALTER TABLE "LearnerToken" ADD COLUMN     "returnTo" TEXT;
