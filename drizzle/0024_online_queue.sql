ALTER TABLE "orders" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_online_due_idx" ON "orders" USING btree ("due_at") WHERE "orders"."channel" = 'online' and "orders"."queued_at" is null and "orders"."cancelled_at" is null and not "orders"."is_paid";--> statement-breakpoint
CREATE INDEX "orders_online_waiting_idx" ON "orders" USING btree ("location_id","queued_at","id") WHERE "orders"."queued_at" is not null and not "orders"."is_complete" and "orders"."cancelled_at" is null and "orders"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "orders_online_completed_idx" ON "orders" USING btree ("location_id","completed_at" DESC NULLS LAST,"id") WHERE "orders"."queued_at" is not null and "orders"."is_complete" and "orders"."cancelled_at" is null and "orders"."voided_at" is null;--> statement-breakpoint
-- Hand-written: a location's queue version also changes with its online orders in the queue
-- (unpaid, queued_at set when due), so the kept queue answers (bar/queue-reads.ts) see them.
CREATE OR REPLACE FUNCTION queue_versions_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND (OLD.is_paid OR OLD.queued_at IS NOT NULL) THEN
    INSERT INTO queue_versions AS q (location_id, version) VALUES (OLD.location_id, 1)
    ON CONFLICT (location_id) DO UPDATE SET version = q.version + 1;
  END IF;
  IF TG_OP <> 'DELETE' AND (NEW.is_paid OR NEW.queued_at IS NOT NULL)
    AND (TG_OP = 'INSERT' OR NOT (OLD.is_paid OR OLD.queued_at IS NOT NULL)
      OR NEW.location_id <> OLD.location_id) THEN
    INSERT INTO queue_versions AS q (location_id, version) VALUES (NEW.location_id, 1)
    ON CONFLICT (location_id) DO UPDATE SET version = q.version + 1;
  END IF;
  RETURN NULL;
END $$;
