ALTER TABLE "outbox" ADD COLUMN "mailbox_uuid" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sender" text;