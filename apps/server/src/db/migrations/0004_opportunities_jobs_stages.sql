CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."job_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2001 CACHE 1;--> statement-breakpoint
CREATE TABLE "hand_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"price" numeric(12, 2),
	"additional_info" text DEFAULT '' NOT NULL,
	"prevailing_wage" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hand_offs_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE TABLE "job_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"kind" text NOT NULL,
	"approval" boolean NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	"approver_id" integer,
	"approval_date" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reminder_date" date NOT NULL,
	"reminder_text" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobilizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"hand_off_id" integer NOT NULL,
	"install_type" text DEFAULT '' NOT NULL,
	"removal_type" text DEFAULT '' NOT NULL,
	"lead_time" text DEFAULT '' NOT NULL,
	"install_date" date,
	"removal_date" date,
	"total_loads" integer,
	"install_cost" numeric(12, 2),
	"removal_cost" numeric(12, 2),
	CONSTRAINT "mobilizations_hand_off_id_unique" UNIQUE("hand_off_id")
);
--> statement-breakpoint
CREATE TABLE "scope_builder_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"item_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scope_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"hand_off_id" integer NOT NULL,
	"scope_builder_id" integer,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"summary" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "shipping_location_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "completed_by" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "completed_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cloned_from_job_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "duration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "gps_latitude" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "gps_longitude" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "lsd" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "type_of_site" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "estimated_start" date;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "billing_location_id" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "shipping_location_id" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "call_id" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "hand_offs" ADD CONSTRAINT "hand_offs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_approvals" ADD CONSTRAINT "job_approvals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_approvals" ADD CONSTRAINT "job_approvals_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_attachments" ADD CONSTRAINT "job_attachments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_attachments" ADD CONSTRAINT "job_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notes" ADD CONSTRAINT "job_notes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notes" ADD CONSTRAINT "job_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reminders" ADD CONSTRAINT "job_reminders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reminders" ADD CONSTRAINT "job_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reminders" ADD CONSTRAINT "job_reminders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobilizations" ADD CONSTRAINT "mobilizations_hand_off_id_hand_offs_id_fk" FOREIGN KEY ("hand_off_id") REFERENCES "public"."hand_offs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_items" ADD CONSTRAINT "scope_items_hand_off_id_hand_offs_id_fk" FOREIGN KEY ("hand_off_id") REFERENCES "public"."hand_offs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_items" ADD CONSTRAINT "scope_items_scope_builder_id_scope_builder_nodes_id_fk" FOREIGN KEY ("scope_builder_id") REFERENCES "public"."scope_builder_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_approvals_job_kind" ON "job_approvals" USING btree ("job_id","kind");--> statement-breakpoint
CREATE INDEX "job_attachments_job_step" ON "job_attachments" USING btree ("job_id","step_id");--> statement-breakpoint
CREATE INDEX "job_notes_job" ON "job_notes" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_reminders_job" ON "job_reminders" USING btree ("job_id","reminder_date");--> statement-breakpoint
CREATE INDEX "job_reminders_user" ON "job_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scope_builder_parent" ON "scope_builder_nodes" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "scope_items_hand_off" ON "scope_items" USING btree ("hand_off_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_name_trgm" ON "accounts" USING gin (lower("account_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_updated" ON "jobs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "jobs_name_trgm" ON "jobs" USING gin (lower("job_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_name_trgm" ON "opportunities" USING gin (lower("opportunity_name") gin_trgm_ops);