CREATE TABLE "field_ticket_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_ticket_id" integer NOT NULL,
	"comment_type" integer NOT NULL,
	"comment_type_name" text NOT NULL,
	"signature_required" boolean DEFAULT false NOT NULL,
	"comment" text NOT NULL,
	"signee" text DEFAULT '' NOT NULL,
	"signature" "bytea",
	"is_deleted" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_ticket_equipment_forms" (
	"field_ticket_id" integer NOT NULL,
	"equipment_form_id" integer NOT NULL,
	CONSTRAINT "field_ticket_equipment_forms_field_ticket_id_equipment_form_id_pk" PRIMARY KEY("field_ticket_id","equipment_form_id")
);
--> statement-breakpoint
CREATE TABLE "field_ticket_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_ticket_id" integer NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_ticket_requests" (
	"request_key" uuid PRIMARY KEY NOT NULL,
	"field_ticket_id" integer NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_ticket_roustabouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_ticket_id" integer NOT NULL,
	"name" text NOT NULL,
	"hours" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"date" date NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"client_signature_print" text DEFAULT '' NOT NULL,
	"client_signature" "bytea",
	"supervisor_signature_print" text DEFAULT '' NOT NULL,
	"supervisor_signature" "bytea",
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "field_ticket_comments" ADD CONSTRAINT "field_ticket_comments_field_ticket_id_field_tickets_id_fk" FOREIGN KEY ("field_ticket_id") REFERENCES "public"."field_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_ticket_comments" ADD CONSTRAINT "field_ticket_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_ticket_equipment_forms" ADD CONSTRAINT "field_ticket_equipment_forms_field_ticket_id_field_tickets_id_fk" FOREIGN KEY ("field_ticket_id") REFERENCES "public"."field_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_ticket_history" ADD CONSTRAINT "field_ticket_history_field_ticket_id_field_tickets_id_fk" FOREIGN KEY ("field_ticket_id") REFERENCES "public"."field_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_ticket_history" ADD CONSTRAINT "field_ticket_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_ticket_requests" ADD CONSTRAINT "field_ticket_requests_field_ticket_id_field_tickets_id_fk" FOREIGN KEY ("field_ticket_id") REFERENCES "public"."field_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_ticket_requests" ADD CONSTRAINT "field_ticket_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_ticket_roustabouts" ADD CONSTRAINT "field_ticket_roustabouts_field_ticket_id_field_tickets_id_fk" FOREIGN KEY ("field_ticket_id") REFERENCES "public"."field_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_tickets" ADD CONSTRAINT "field_tickets_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_tickets" ADD CONSTRAINT "field_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_ticket_comments_ticket" ON "field_ticket_comments" USING btree ("field_ticket_id");--> statement-breakpoint
CREATE INDEX "field_ticket_history_ticket" ON "field_ticket_history" USING btree ("field_ticket_id");--> statement-breakpoint
CREATE INDEX "field_ticket_roustabouts_ticket" ON "field_ticket_roustabouts" USING btree ("field_ticket_id");--> statement-breakpoint
CREATE INDEX "field_tickets_job_step" ON "field_tickets" USING btree ("job_id","step_id");