ALTER TABLE "locations" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "phone" text DEFAULT '' NOT NULL;