-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "listUnsubscribeUrl" TEXT;
