-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT,
    "actorUsername" TEXT NOT NULL DEFAULT '',
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "clientAddress" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrashItem" (
    "id" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedById" TEXT,
    "deletedByUsername" TEXT NOT NULL DEFAULT '',
    "purgeAfter" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TrashItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_createdAt_id_idx" ON "AuditEntry"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_entity_entityId_idx" ON "AuditEntry"("entity", "entityId");

-- CreateIndex
CREATE INDEX "AuditEntry_actorId_createdAt_idx" ON "AuditEntry"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_action_createdAt_idx" ON "AuditEntry"("action", "createdAt");

-- CreateIndex
CREATE INDEX "TrashItem_deletedAt_id_idx" ON "TrashItem"("deletedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "TrashItem_purgeAfter_idx" ON "TrashItem"("purgeAfter");

-- CreateIndex
CREATE INDEX "TrashItem_entity_entityId_idx" ON "TrashItem"("entity", "entityId");

-- CreateFunction: the audit log cannot be edited, by the app or by anyone with SQL access who forgets: UPDATE is
-- refused. (Rows older than the retention are deleted by the gateway.) Written as an E'' string whose semicolons are
-- \073, like the other hand-written functions: the migration runner cuts scripts at every semicolon.
CREATE OR REPLACE FUNCTION "audit_entry_is_append_only"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  RAISE EXCEPTION ''the audit log cannot be changed'' USING ERRCODE = ''insufficient_privilege''\073
END
';

-- CreateTrigger
CREATE TRIGGER "AuditEntry_append_only"
BEFORE UPDATE ON "AuditEntry"
FOR EACH ROW EXECUTE FUNCTION "audit_entry_is_append_only"();
