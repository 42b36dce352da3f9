-- Uploaded images are kept in pieces of at most 48 kB (49 152 bytes), written and served a piece at a time.

-- CreateTable
CREATE TABLE "UploadChunk" (
    "uploadId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "UploadChunk_pkey" PRIMARY KEY ("uploadId","index")
);

-- The images stored so far, cut into pieces
INSERT INTO "UploadChunk" ("uploadId", "index", "data")
SELECT u."id", piece."index", substring(u."data" FROM piece."index" * 49152 + 1 FOR 49152)
FROM "Upload" u
CROSS JOIN LATERAL generate_series(0, GREATEST(length(u."data") - 1, 0) / 49152) AS piece("index");

-- AlterTable
ALTER TABLE "Upload" DROP COLUMN "data";

-- AddForeignKey
ALTER TABLE "UploadChunk" ADD CONSTRAINT "UploadChunk_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "Upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;
