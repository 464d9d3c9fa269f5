ALTER TABLE "invoice_documents" ADD COLUMN "credited_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Invoices cancelled before: their cancellation took off all that was due.
UPDATE "invoice_documents" SET "credited_cents" = "due_cents" WHERE "cancelled_by_id" IS NOT NULL;
