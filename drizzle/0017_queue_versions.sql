CREATE TABLE "queue_versions" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_versions" ADD CONSTRAINT "queue_versions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here: the trigger that raises a location's queue version.
CREATE FUNCTION queue_versions_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.is_paid THEN
    INSERT INTO queue_versions AS q (location_id, version) VALUES (OLD.location_id, 1)
    ON CONFLICT (location_id) DO UPDATE SET version = q.version + 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.is_paid
    AND (TG_OP = 'INSERT' OR NOT OLD.is_paid OR NEW.location_id <> OLD.location_id) THEN
    INSERT INTO queue_versions AS q (location_id, version) VALUES (NEW.location_id, 1)
    ON CONFLICT (location_id) DO UPDATE SET version = q.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_queue_version AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION queue_versions_raise();
