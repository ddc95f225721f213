CREATE TABLE "jsa_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"jsa_id" integer NOT NULL,
	"editor_id" integer,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jsa_emergencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"jsa_id" integer NOT NULL,
	"emergency_type_id" integer NOT NULL,
	"location" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jsa_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"jsa_id" integer NOT NULL,
	"category" text NOT NULL,
	"item_name" text NOT NULL,
	"other_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jsa_risk_management_risks" (
	"id" serial PRIMARY KEY NOT NULL,
	"jsa_risk_management_id" integer NOT NULL,
	"potential_risk_id" integer,
	"risk" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jsa_risk_managements" (
	"id" serial PRIMARY KEY NOT NULL,
	"jsa_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"product_name" text NOT NULL,
	"scope_builder_id" integer,
	"sequence_action_id" integer,
	"action" text DEFAULT '' NOT NULL,
	"action_other" boolean DEFAULT false NOT NULL,
	"action_text_other" text DEFAULT '' NOT NULL,
	"risk_other" boolean DEFAULT false NOT NULL,
	"risk_text_other" text DEFAULT '' NOT NULL,
	"site_risk" text NOT NULL,
	"risk_mitigation" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jsa_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"jsa_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" text NOT NULL,
	"signed_by" integer,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jsas" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"step_id" integer,
	"date" timestamp with time zone NOT NULL,
	"supervisor" text NOT NULL,
	"supervisor_contact" text NOT NULL,
	"cpr_certified_employee" text NOT NULL,
	"name_of_nearest_hospital" text NOT NULL,
	"nearest_hospital_address" text NOT NULL,
	"emergency_address" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "potential_risks" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope_builder_id" integer NOT NULL,
	"sequence_action_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_action_id" integer NOT NULL,
	"potential_risk_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jsa_edits" ADD CONSTRAINT "jsa_edits_jsa_id_jsas_id_fk" FOREIGN KEY ("jsa_id") REFERENCES "public"."jsas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_edits" ADD CONSTRAINT "jsa_edits_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_emergencies" ADD CONSTRAINT "jsa_emergencies_jsa_id_jsas_id_fk" FOREIGN KEY ("jsa_id") REFERENCES "public"."jsas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_items" ADD CONSTRAINT "jsa_items_jsa_id_jsas_id_fk" FOREIGN KEY ("jsa_id") REFERENCES "public"."jsas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_risk_management_risks" ADD CONSTRAINT "jsa_risk_management_risks_jsa_risk_management_id_jsa_risk_managements_id_fk" FOREIGN KEY ("jsa_risk_management_id") REFERENCES "public"."jsa_risk_managements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_risk_management_risks" ADD CONSTRAINT "jsa_risk_management_risks_potential_risk_id_potential_risks_id_fk" FOREIGN KEY ("potential_risk_id") REFERENCES "public"."potential_risks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_risk_managements" ADD CONSTRAINT "jsa_risk_managements_jsa_id_jsas_id_fk" FOREIGN KEY ("jsa_id") REFERENCES "public"."jsas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_risk_managements" ADD CONSTRAINT "jsa_risk_managements_scope_builder_id_scope_builder_nodes_id_fk" FOREIGN KEY ("scope_builder_id") REFERENCES "public"."scope_builder_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_risk_managements" ADD CONSTRAINT "jsa_risk_managements_sequence_action_id_sequence_actions_id_fk" FOREIGN KEY ("sequence_action_id") REFERENCES "public"."sequence_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_signatures" ADD CONSTRAINT "jsa_signatures_jsa_id_jsas_id_fk" FOREIGN KEY ("jsa_id") REFERENCES "public"."jsas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_signatures" ADD CONSTRAINT "jsa_signatures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_signatures" ADD CONSTRAINT "jsa_signatures_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsas" ADD CONSTRAINT "jsas_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsas" ADD CONSTRAINT "jsas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_actions" ADD CONSTRAINT "product_actions_scope_builder_id_scope_builder_nodes_id_fk" FOREIGN KEY ("scope_builder_id") REFERENCES "public"."scope_builder_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_actions" ADD CONSTRAINT "product_actions_sequence_action_id_sequence_actions_id_fk" FOREIGN KEY ("sequence_action_id") REFERENCES "public"."sequence_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_actions" ADD CONSTRAINT "risk_actions_sequence_action_id_sequence_actions_id_fk" FOREIGN KEY ("sequence_action_id") REFERENCES "public"."sequence_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_actions" ADD CONSTRAINT "risk_actions_potential_risk_id_potential_risks_id_fk" FOREIGN KEY ("potential_risk_id") REFERENCES "public"."potential_risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jsa_edits_jsa" ON "jsa_edits" USING btree ("jsa_id");--> statement-breakpoint
CREATE INDEX "jsa_emergencies_jsa" ON "jsa_emergencies" USING btree ("jsa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jsa_items_item" ON "jsa_items" USING btree ("jsa_id","category","item_name");--> statement-breakpoint
CREATE INDEX "jsa_rm_risks_row" ON "jsa_risk_management_risks" USING btree ("jsa_risk_management_id");--> statement-breakpoint
CREATE INDEX "jsa_risk_managements_jsa" ON "jsa_risk_managements" USING btree ("jsa_id");--> statement-breakpoint
CREATE INDEX "jsa_signatures_jsa" ON "jsa_signatures" USING btree ("jsa_id");--> statement-breakpoint
CREATE INDEX "jsas_job_step" ON "jsas" USING btree ("job_id","step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "potential_risks_name" ON "potential_risks" USING btree (lower("risk"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_actions_pair" ON "product_actions" USING btree ("scope_builder_id","sequence_action_id");--> statement-breakpoint
CREATE INDEX "product_actions_action" ON "product_actions" USING btree ("sequence_action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_actions_pair" ON "risk_actions" USING btree ("sequence_action_id","potential_risk_id");--> statement-breakpoint
CREATE INDEX "risk_actions_risk" ON "risk_actions" USING btree ("potential_risk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_actions_name" ON "sequence_actions" USING btree (lower("action"));