ALTER TABLE "shop_voucher_templates" ADD COLUMN "purpose" text DEFAULT 'multi' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_voucher_templates" ADD COLUMN "vat_rate" double precision;--> statement-breakpoint
ALTER TABLE "shop_voucher_templates" ADD COLUMN "vat_country" text;--> statement-breakpoint
ALTER TABLE "shop_vouchers" ADD COLUMN "purpose" text DEFAULT 'multi' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_vouchers" ADD COLUMN "vat_rate" double precision;--> statement-breakpoint
ALTER TABLE "shop_vouchers" ADD COLUMN "vat_country" text;