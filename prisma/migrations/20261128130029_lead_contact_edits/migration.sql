-- AlterEnum
ALTER TYPE "LeadEventKind" ADD VALUE 'CONTACT';
