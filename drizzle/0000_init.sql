CREATE TABLE "cups" (
	"id" serial PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"conversion_factor" numeric(8, 2) NOT NULL,
	CONSTRAINT "cups_size_unique" UNIQUE("size"),
	CONSTRAINT "cups_price_positive" CHECK ("cups"."price_cents" >= 0),
	CONSTRAINT "cups_factor_positive" CHECK ("cups"."conversion_factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"percent_or_price" text NOT NULL,
	"percent" numeric(5, 4),
	"price_cents" integer,
	"is_cup_specific" boolean DEFAULT false NOT NULL,
	"cup_id" integer,
	CONSTRAINT "discounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "flavor_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uom" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "flavor_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "flavors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"flavor_group_id" integer NOT NULL,
	"sugar_free_available" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_key" UNIQUE("user_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "limited_time_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_item_id" integer NOT NULL,
	"promo_id" integer NOT NULL,
	CONSTRAINT "limited_time_menu_items_menu_item_id_unique" UNIQUE("menu_item_id")
);
--> statement-breakpoint
CREATE TABLE "limited_time_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "limited_time_promotions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item_flavors" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_item_id" integer NOT NULL,
	"flavor_id" integer NOT NULL,
	"quantity" numeric(8, 2) NOT NULL,
	CONSTRAINT "menu_item_flavors_item_flavor" UNIQUE("menu_item_id","flavor_id"),
	CONSTRAINT "menu_item_flavors_quantity_positive" CHECK ("menu_item_flavors"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"soda_id" integer NOT NULL,
	"manual_price_cents" integer,
	"is_archived" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "menus_version_unique" UNIQUE("version"),
	CONSTRAINT "menus_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "order_item_flavors" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"flavor_id" integer NOT NULL,
	"quantity" numeric(8, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"menu_item_id" integer,
	"cup_id" integer NOT NULL,
	"custom_soda_id" integer,
	"low_sugar" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"flat_or_sparkling" text,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "order_names_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"collected_by" integer NOT NULL,
	"location_id" integer NOT NULL,
	"order_name_id" integer,
	"discount_id" integer,
	"is_paid" boolean DEFAULT false NOT NULL,
	"is_in_progress" boolean DEFAULT false NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"paid_amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"refresh_jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soda_cup_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"soda_id" integer NOT NULL,
	"cup_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "soda_cup_prices_soda_cup" UNIQUE("soda_id","cup_id")
);
--> statement-breakpoint
CREATE TABLE "sodas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sodas_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_cup_id_cups_id_fk" FOREIGN KEY ("cup_id") REFERENCES "public"."cups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flavors" ADD CONSTRAINT "flavors_flavor_group_id_flavor_groups_id_fk" FOREIGN KEY ("flavor_group_id") REFERENCES "public"."flavor_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limited_time_menu_items" ADD CONSTRAINT "limited_time_menu_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limited_time_menu_items" ADD CONSTRAINT "limited_time_menu_items_promo_id_limited_time_promotions_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."limited_time_promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_flavors" ADD CONSTRAINT "menu_item_flavors_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_flavors" ADD CONSTRAINT "menu_item_flavors_flavor_id_flavors_id_fk" FOREIGN KEY ("flavor_id") REFERENCES "public"."flavors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_soda_id_sodas_id_fk" FOREIGN KEY ("soda_id") REFERENCES "public"."sodas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_flavors" ADD CONSTRAINT "order_item_flavors_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_flavors" ADD CONSTRAINT "order_item_flavors_flavor_id_flavors_id_fk" FOREIGN KEY ("flavor_id") REFERENCES "public"."flavors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_cup_id_cups_id_fk" FOREIGN KEY ("cup_id") REFERENCES "public"."cups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_custom_soda_id_sodas_id_fk" FOREIGN KEY ("custom_soda_id") REFERENCES "public"."sodas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_name_id_order_names_id_fk" FOREIGN KEY ("order_name_id") REFERENCES "public"."order_names"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soda_cup_prices" ADD CONSTRAINT "soda_cup_prices_soda_id_sodas_id_fk" FOREIGN KEY ("soda_id") REFERENCES "public"."sodas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soda_cup_prices" ADD CONSTRAINT "soda_cup_prices_cup_id_cups_id_fk" FOREIGN KEY ("cup_id") REFERENCES "public"."cups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flavors_group_idx" ON "flavors" USING btree ("flavor_group_id");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "menu_items_soda_idx" ON "menu_items" USING btree ("soda_id");--> statement-breakpoint
CREATE INDEX "order_item_flavors_item_idx" ON "order_item_flavors" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_queue_idx" ON "orders" USING btree ("location_id","is_paid","is_complete");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart" ON "orders" USING btree ("collected_by","location_id") WHERE "orders"."is_paid" = false;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");