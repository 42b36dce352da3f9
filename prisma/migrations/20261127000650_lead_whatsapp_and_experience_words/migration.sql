-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "whatsapp" BOOLEAN NOT NULL DEFAULT false;


-- Experience is stored in the words the form offers (issue 26): the two older values become those words.
UPDATE "Lead" SET "experience" = '1 Year' WHERE "experience" = '1';
UPDATE "Lead" SET "experience" = '2 Years' WHERE "experience" = '2';
