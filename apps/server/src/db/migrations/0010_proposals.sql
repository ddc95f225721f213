CREATE TABLE "proposal_attachment_leaves" (
	"attachment_id" integer NOT NULL,
	"leaf_id" integer NOT NULL,
	CONSTRAINT "proposal_attachment_leaves_attachment_id_leaf_id_pk" PRIMARY KEY("attachment_id","leaf_id")
);
--> statement-breakpoint
CREATE TABLE "proposal_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"prefill_attachment_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_note_leaves" (
	"note_id" integer NOT NULL,
	"leaf_id" integer NOT NULL,
	CONSTRAINT "proposal_note_leaves_note_id_leaf_id_pk" PRIMARY KEY("note_id","leaf_id")
);
--> statement-breakpoint
CREATE TABLE "proposal_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"note" text NOT NULL,
	"custom" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_pdfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"proposal_name" text NOT NULL,
	"file_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_prefill_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"attachment_name" text NOT NULL,
	"term_and_condition" boolean DEFAULT false NOT NULL,
	"file_key" text,
	"page_count" integer DEFAULT 0 NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_prefill_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_prefills" (
	"id" serial PRIMARY KEY NOT NULL,
	"leaf_id" integer NOT NULL,
	"proposal_title" text NOT NULL,
	"scope_name" text DEFAULT '' NOT NULL,
	"proposal_description" text DEFAULT '' NOT NULL,
	"detailed" boolean DEFAULT false NOT NULL,
	"hide_item" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_prefills_leaf_id_unique" UNIQUE("leaf_id")
);
--> statement-breakpoint
CREATE TABLE "proposal_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"scope_item_id" integer,
	"scope_name" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"internal_description" text DEFAULT '' NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"hide_service" boolean DEFAULT false NOT NULL,
	"detailed" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"title" text NOT NULL,
	"enc_contact_id" integer NOT NULL,
	"company_location_id" integer NOT NULL,
	"company_contact_id" integer NOT NULL,
	"company_contact_pronoun" text DEFAULT '' NOT NULL,
	"reference" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"intro_paragraph" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "proposal_attachment_leaves" ADD CONSTRAINT "proposal_attachment_leaves_attachment_id_proposal_prefill_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."proposal_prefill_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_attachment_leaves" ADD CONSTRAINT "proposal_attachment_leaves_leaf_id_scope_builder_nodes_id_fk" FOREIGN KEY ("leaf_id") REFERENCES "public"."scope_builder_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_attachments" ADD CONSTRAINT "proposal_attachments_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_attachments" ADD CONSTRAINT "proposal_attachments_prefill_attachment_id_proposal_prefill_attachments_id_fk" FOREIGN KEY ("prefill_attachment_id") REFERENCES "public"."proposal_prefill_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_note_leaves" ADD CONSTRAINT "proposal_note_leaves_note_id_proposal_prefill_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."proposal_prefill_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_note_leaves" ADD CONSTRAINT "proposal_note_leaves_leaf_id_scope_builder_nodes_id_fk" FOREIGN KEY ("leaf_id") REFERENCES "public"."scope_builder_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_notes" ADD CONSTRAINT "proposal_notes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_pdfs" ADD CONSTRAINT "proposal_pdfs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_pdfs" ADD CONSTRAINT "proposal_pdfs_file_key_files_id_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_pdfs" ADD CONSTRAINT "proposal_pdfs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_prefill_attachments" ADD CONSTRAINT "proposal_prefill_attachments_file_key_files_id_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_prefills" ADD CONSTRAINT "proposal_prefills_leaf_id_scope_builder_nodes_id_fk" FOREIGN KEY ("leaf_id") REFERENCES "public"."scope_builder_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_scopes" ADD CONSTRAINT "proposal_scopes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_enc_contact_id_users_id_fk" FOREIGN KEY ("enc_contact_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_company_location_id_account_locations_id_fk" FOREIGN KEY ("company_location_id") REFERENCES "public"."account_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_company_contact_id_account_contacts_id_fk" FOREIGN KEY ("company_contact_id") REFERENCES "public"."account_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_attachment_leaves_leaf" ON "proposal_attachment_leaves" USING btree ("leaf_id");--> statement-breakpoint
CREATE INDEX "proposal_attachments_proposal" ON "proposal_attachments" USING btree ("proposal_id","sort_order");--> statement-breakpoint
CREATE INDEX "proposal_note_leaves_leaf" ON "proposal_note_leaves" USING btree ("leaf_id");--> statement-breakpoint
CREATE INDEX "proposal_notes_proposal" ON "proposal_notes" USING btree ("proposal_id","sort_order");--> statement-breakpoint
CREATE INDEX "proposal_pdfs_job" ON "proposal_pdfs" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_pdfs_one_favorite" ON "proposal_pdfs" USING btree ("job_id") WHERE "proposal_pdfs"."favorite";--> statement-breakpoint
CREATE INDEX "proposal_scopes_proposal" ON "proposal_scopes" USING btree ("proposal_id","sort_order");