CREATE TABLE "asset_failure_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_failure_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_id" text NOT NULL,
	"resized_file_id" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"last_operation" timestamp with time zone NOT NULL,
	"failure_date" timestamp with time zone NOT NULL,
	"job_id" integer,
	"technician_id" integer,
	"meter_in_circulation" boolean NOT NULL,
	"nature_of_failure" text NOT NULL,
	"corrective_actions" text NOT NULL,
	"office_location_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_ready_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_kind" text NOT NULL,
	"location_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_amount" CHECK ("stock_balances"."amount" >= 0),
	CONSTRAINT "stock_balances_damaged" CHECK ("stock_balances"."damaged" >= 0),
	CONSTRAINT "stock_balances_location_kind" CHECK ("stock_balances"."location_kind" in ('yard', 'job')),
	CONSTRAINT "stock_balances_item_kind" CHECK ("stock_balances"."item_kind" in ('jobReady', 'bulk'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"from_kind" text,
	"from_id" integer,
	"to_kind" text,
	"to_id" integer,
	"amount" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	"damaged_from_good" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL,
	"reference_kind" text,
	"reference_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_amount" CHECK ("stock_movements"."amount" >= 0 and "stock_movements"."damaged" >= 0 and "stock_movements"."amount" + "stock_movements"."damaged" > 0),
	CONSTRAINT "stock_movements_side" CHECK ("stock_movements"."from_kind" is not null or "stock_movements"."to_kind" is not null),
	CONSTRAINT "stock_movements_kinds" CHECK ("stock_movements"."item_kind" in ('jobReady', 'bulk') and coalesce("stock_movements"."from_kind", 'yard') in ('yard', 'job') and coalesce("stock_movements"."to_kind", 'yard') in ('yard', 'job') and ("stock_movements"."from_kind" is null) = ("stock_movements"."from_id" is null) and ("stock_movements"."to_kind" is null) = ("stock_movements"."to_id" is null)),
	CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('adjustment', 'receipt', 'retirement', 'transfer', 'checkIn', 'shop', 'upload'))
);
--> statement-breakpoint
CREATE TABLE "yards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"office_location_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_statuses" ADD COLUMN "yard_id" integer;--> statement-breakpoint
ALTER TABLE "asset_statuses" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "last_activity" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "label_code" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "asset_failure_photos" ADD CONSTRAINT "asset_failure_photos_asset_failure_id_asset_failures_id_fk" FOREIGN KEY ("asset_failure_id") REFERENCES "public"."asset_failures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_failure_photos" ADD CONSTRAINT "asset_failure_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_failure_photos" ADD CONSTRAINT "asset_failure_photos_resized_file_id_files_id_fk" FOREIGN KEY ("resized_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_failure_photos" ADD CONSTRAINT "asset_failure_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_failures" ADD CONSTRAINT "asset_failures_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_failures" ADD CONSTRAINT "asset_failures_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_failures" ADD CONSTRAINT "asset_failures_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_failures" ADD CONSTRAINT "asset_failures_office_location_id_offices_id_fk" FOREIGN KEY ("office_location_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_failures" ADD CONSTRAINT "asset_failures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_items" ADD CONSTRAINT "bulk_items_category_id_inventory_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."inventory_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ready_items" ADD CONSTRAINT "job_ready_items_category_id_inventory_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."inventory_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yards" ADD CONSTRAINT "yards_office_location_id_offices_id_fk" FOREIGN KEY ("office_location_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_failure_photos_failure" ON "asset_failure_photos" USING btree ("asset_failure_id");--> statement-breakpoint
CREATE INDEX "asset_failures_date" ON "asset_failures" USING btree ("failure_date");--> statement-breakpoint
CREATE INDEX "asset_failures_asset" ON "asset_failures" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_items_name" ON "bulk_items" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "bulk_items_category" ON "bulk_items" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_categories_name" ON "inventory_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_ready_items_name" ON "job_ready_items" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "job_ready_items_category" ON "job_ready_items" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_key" ON "stock_balances" USING btree ("location_kind","location_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "stock_balances_item" ON "stock_balances" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_created" ON "stock_movements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_to" ON "stock_movements" USING btree ("to_kind","to_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_from" ON "stock_movements" USING btree ("from_kind","from_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_item" ON "stock_movements" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_reference" ON "stock_movements" USING btree ("reference_kind","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "yards_name" ON "yards" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "yards_office" ON "yards" USING btree ("office_location_id");--> statement-breakpoint
ALTER TABLE "asset_statuses" ADD CONSTRAINT "asset_statuses_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_statuses" ADD CONSTRAINT "asset_statuses_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- assets.yard_id was a plain id before yards existed: no yard can match it yet.
UPDATE "assets" SET "yard_id" = NULL WHERE "yard_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_statuses_job" ON "asset_statuses" USING btree ("job_id","asset_id");--> statement-breakpoint
CREATE INDEX "assets_yard" ON "assets" USING btree ("yard_id");--> statement-breakpoint
CREATE INDEX "assets_job" ON "assets" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_label_code" ON "assets" USING btree ("label_code");