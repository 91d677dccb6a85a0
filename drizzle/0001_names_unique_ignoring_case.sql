ALTER TABLE "discounts" DROP CONSTRAINT "discounts_code_unique";--> statement-breakpoint
ALTER TABLE "flavor_groups" DROP CONSTRAINT "flavor_groups_name_unique";--> statement-breakpoint
ALTER TABLE "limited_time_promotions" DROP CONSTRAINT "limited_time_promotions_name_unique";--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_name_unique";--> statement-breakpoint
ALTER TABLE "order_names" DROP CONSTRAINT "order_names_name_unique";--> statement-breakpoint
ALTER TABLE "sodas" DROP CONSTRAINT "sodas_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_unique" ON "discounts" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "flavor_groups_name_unique" ON "flavor_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "limited_time_promotions_name_unique" ON "limited_time_promotions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_unique" ON "locations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_names_name_unique" ON "order_names" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sodas_name_unique" ON "sodas" USING btree (lower("name"));