CREATE TABLE "asset_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"status" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"status_note" text DEFAULT '' NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"licenses" text DEFAULT '' NOT NULL,
	"purchase_date" date,
	"last_calibrated_date" date,
	"purchase_price" numeric(12, 2),
	"asset_type" integer DEFAULT 0 NOT NULL,
	"meter_type_id" integer,
	"yard_id" integer,
	"status" text DEFAULT 'Available' NOT NULL,
	"decommissioned" boolean DEFAULT false NOT NULL,
	"on_repair" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_purchase_price" CHECK ("assets"."purchase_price" is null or "assets"."purchase_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meter_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"calibration_interval_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_types_interval" CHECK ("meter_types"."calibration_interval_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "survey_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_form_id" integer NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"client_key" uuid,
	"company" text DEFAULT '' NOT NULL,
	"site" text DEFAULT '' NOT NULL,
	"submission_date" date DEFAULT now() NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"salesperson" text DEFAULT '' NOT NULL,
	"meter_tech" text DEFAULT '' NOT NULL,
	"engineer" text DEFAULT '' NOT NULL,
	"gps_lat" numeric(9, 6),
	"gps_long" numeric(9, 6),
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"duration" integer,
	"duration_other" text DEFAULT '' NOT NULL,
	"survey_type" integer,
	"survey_type_other" text DEFAULT '' NOT NULL,
	"sound_meter_count" integer DEFAULT 0 NOT NULL,
	"vibration_meter_count" integer DEFAULT 0 NOT NULL,
	"site_type" text DEFAULT '' NOT NULL,
	"weather_station" boolean DEFAULT false NOT NULL,
	"factory_cal_meters" boolean DEFAULT false NOT NULL,
	"dba" boolean DEFAULT false NOT NULL,
	"dbc" boolean DEFAULT false NOT NULL,
	"ldn" boolean DEFAULT false NOT NULL,
	"cnel" boolean DEFAULT false NOT NULL,
	"full_octave" boolean DEFAULT false NOT NULL,
	"third_octave" boolean DEFAULT false NOT NULL,
	"stats_ln" boolean DEFAULT false NOT NULL,
	"l_min_max" boolean DEFAULT false NOT NULL,
	"full_audio" boolean DEFAULT false NOT NULL,
	"triggered_audio" boolean DEFAULT false NOT NULL,
	"noise_ordinances" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"notes_site_activity" text DEFAULT '' NOT NULL,
	"notes_operations" text DEFAULT '' NOT NULL,
	"notes_sources" text DEFAULT '' NOT NULL,
	"notes_weather" text DEFAULT '' NOT NULL,
	"map_file_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_forms_octave_pair" CHECK (not ("survey_forms"."full_octave" and "survey_forms"."third_octave")),
	CONSTRAINT "survey_forms_audio_pair" CHECK (not ("survey_forms"."full_audio" and "survey_forms"."triggered_audio")),
	CONSTRAINT "survey_forms_counts" CHECK ("survey_forms"."sound_meter_count" >= 0 and "survey_forms"."vibration_meter_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "survey_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_form_id" integer NOT NULL,
	"inventory_asset_id" integer NOT NULL,
	"height" numeric(7, 2) DEFAULT 0 NOT NULL,
	"mounting" text DEFAULT '' NOT NULL,
	"gps_latitude" numeric(9, 6),
	"gps_longitude" numeric(9, 6),
	"deployment_date" date,
	"retrieval_date" date,
	"pre_calibrated" boolean DEFAULT false NOT NULL,
	"post_calibrated" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"unused" boolean DEFAULT false NOT NULL,
	"unused_reason" text DEFAULT '' NOT NULL,
	"location_x" integer DEFAULT 0 NOT NULL,
	"location_y" integer DEFAULT 0 NOT NULL,
	"calibration_confirmed_by" integer,
	"calibration_confirmed_at" timestamp with time zone,
	"calibration_confirmed_due" date,
	"calibration_confirmed_asset_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_measurements_unused_reason" CHECK (not "survey_measurements"."unused" or "survey_measurements"."unused_reason" <> ''),
	CONSTRAINT "survey_measurements_dates" CHECK ("survey_measurements"."retrieval_date" is null or "survey_measurements"."deployment_date" is null or "survey_measurements"."retrieval_date" >= "survey_measurements"."deployment_date"),
	CONSTRAINT "survey_measurements_location" CHECK ("survey_measurements"."location_x" between 0 and 800 and "survey_measurements"."location_y" between 0 and 500)
);
--> statement-breakpoint
ALTER TABLE "asset_statuses" ADD CONSTRAINT "asset_statuses_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_statuses" ADD CONSTRAINT "asset_statuses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_meter_type_id_meter_types_id_fk" FOREIGN KEY ("meter_type_id") REFERENCES "public"."meter_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_attachments" ADD CONSTRAINT "survey_attachments_survey_form_id_survey_forms_id_fk" FOREIGN KEY ("survey_form_id") REFERENCES "public"."survey_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_attachments" ADD CONSTRAINT "survey_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_attachments" ADD CONSTRAINT "survey_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_forms" ADD CONSTRAINT "survey_forms_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_forms" ADD CONSTRAINT "survey_forms_map_file_id_files_id_fk" FOREIGN KEY ("map_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_forms" ADD CONSTRAINT "survey_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_measurements" ADD CONSTRAINT "survey_measurements_survey_form_id_survey_forms_id_fk" FOREIGN KEY ("survey_form_id") REFERENCES "public"."survey_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_measurements" ADD CONSTRAINT "survey_measurements_inventory_asset_id_assets_id_fk" FOREIGN KEY ("inventory_asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_measurements" ADD CONSTRAINT "survey_measurements_calibration_confirmed_by_users_id_fk" FOREIGN KEY ("calibration_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_measurements" ADD CONSTRAINT "survey_measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_statuses_asset" ON "asset_statuses" USING btree ("asset_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_type_serial" ON "assets" USING btree ("asset_type","serial_number");--> statement-breakpoint
CREATE INDEX "assets_meter_type" ON "assets" USING btree ("meter_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_types_name" ON "meter_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "survey_attachments_form" ON "survey_attachments" USING btree ("survey_form_id");--> statement-breakpoint
CREATE INDEX "survey_forms_job" ON "survey_forms" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_forms_client_key" ON "survey_forms" USING btree ("client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_measurements_form_meter" ON "survey_measurements" USING btree ("survey_form_id","inventory_asset_id");--> statement-breakpoint
CREATE INDEX "survey_measurements_asset" ON "survey_measurements" USING btree ("inventory_asset_id");