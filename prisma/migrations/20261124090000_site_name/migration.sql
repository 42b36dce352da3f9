-- AlterTable
ALTER TABLE "SiteSettings" ADD COLUMN     "siteName" TEXT NOT NULL DEFAULT 'Learning Centre Pune';
