CREATE TABLE "equipment_form_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_form_checkboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_form_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_form_id" integer NOT NULL,
	"checkbox_id" integer NOT NULL,
	"check_box_name" text NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_form_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "equipment_form_photo_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_form_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_form_id" integer NOT NULL,
	"picture_type" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_id" text NOT NULL,
	"resized_file_id" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_form_required_photos" (
	"equipment_form_id" integer NOT NULL,
	"photo_type_id" integer NOT NULL,
	"photo_type_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "equipment_form_required_photos_equipment_form_id_photo_type_id_pk" PRIMARY KEY("equipment_form_id","photo_type_id")
);
--> statement-breakpoint
CREATE TABLE "equipment_form_saves" (
	"client_key" uuid PRIMARY KEY NOT NULL,
	"equipment_form_id" integer NOT NULL,
	"user_id" integer,
	"complete" boolean NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_form_name_id" integer NOT NULL,
	"name" text NOT NULL,
	"job_id" integer NOT NULL,
	"step_id" integer,
	"unit_number" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"form_date" date DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_template_checkboxes" (
	"equipment_form_name_id" integer NOT NULL,
	"checkbox_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "equipment_template_checkboxes_equipment_form_name_id_checkbox_id_pk" PRIMARY KEY("equipment_form_name_id","checkbox_id")
);
--> statement-breakpoint
CREATE TABLE "equipment_template_photo_types" (
	"equipment_form_name_id" integer NOT NULL,
	"photo_type_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "equipment_template_photo_types_equipment_form_name_id_photo_type_id_pk" PRIMARY KEY("equipment_form_name_id","photo_type_id")
);
--> statement-breakpoint
ALTER TABLE "equipment_form_checks" ADD CONSTRAINT "equipment_form_checks_equipment_form_id_equipment_forms_id_fk" FOREIGN KEY ("equipment_form_id") REFERENCES "public"."equipment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_form_pictures" ADD CONSTRAINT "equipment_form_pictures_equipment_form_id_equipment_forms_id_fk" FOREIGN KEY ("equipment_form_id") REFERENCES "public"."equipment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_form_pictures" ADD CONSTRAINT "equipment_form_pictures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_form_pictures" ADD CONSTRAINT "equipment_form_pictures_resized_file_id_files_id_fk" FOREIGN KEY ("resized_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_form_pictures" ADD CONSTRAINT "equipment_form_pictures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_form_required_photos" ADD CONSTRAINT "equipment_form_required_photos_equipment_form_id_equipment_forms_id_fk" FOREIGN KEY ("equipment_form_id") REFERENCES "public"."equipment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_form_saves" ADD CONSTRAINT "equipment_form_saves_equipment_form_id_equipment_forms_id_fk" FOREIGN KEY ("equipment_form_id") REFERENCES "public"."equipment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_form_saves" ADD CONSTRAINT "equipment_form_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_forms" ADD CONSTRAINT "equipment_forms_equipment_form_name_id_equipment_form_names_id_fk" FOREIGN KEY ("equipment_form_name_id") REFERENCES "public"."equipment_form_names"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_forms" ADD CONSTRAINT "equipment_forms_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_forms" ADD CONSTRAINT "equipment_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_template_checkboxes" ADD CONSTRAINT "equipment_template_checkboxes_equipment_form_name_id_equipment_form_names_id_fk" FOREIGN KEY ("equipment_form_name_id") REFERENCES "public"."equipment_form_names"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_template_checkboxes" ADD CONSTRAINT "equipment_template_checkboxes_checkbox_id_equipment_form_checkboxes_id_fk" FOREIGN KEY ("checkbox_id") REFERENCES "public"."equipment_form_checkboxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_template_checkboxes" ADD CONSTRAINT "equipment_template_checkboxes_category_id_equipment_form_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."equipment_form_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_template_photo_types" ADD CONSTRAINT "equipment_template_photo_types_equipment_form_name_id_equipment_form_names_id_fk" FOREIGN KEY ("equipment_form_name_id") REFERENCES "public"."equipment_form_names"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_template_photo_types" ADD CONSTRAINT "equipment_template_photo_types_photo_type_id_equipment_form_photo_types_id_fk" FOREIGN KEY ("photo_type_id") REFERENCES "public"."equipment_form_photo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_form_categories_name" ON "equipment_form_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_form_checkboxes_name" ON "equipment_form_checkboxes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_form_checks_box" ON "equipment_form_checks" USING btree ("equipment_form_id","checkbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_form_names_name" ON "equipment_form_names" USING btree (lower("name")) WHERE "equipment_form_names"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_form_photo_types_name" ON "equipment_form_photo_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "equipment_form_pictures_form" ON "equipment_form_pictures" USING btree ("equipment_form_id");--> statement-breakpoint
CREATE INDEX "equipment_forms_job_step" ON "equipment_forms" USING btree ("job_id","step_id");--> statement-breakpoint
CREATE INDEX "equipment_forms_job_date" ON "equipment_forms" USING btree ("job_id","form_date");