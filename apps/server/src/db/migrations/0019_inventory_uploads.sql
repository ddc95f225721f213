CREATE TABLE "inventory_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"file_name" text NOT NULL,
	"yard_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"row_count" integer NOT NULL,
	"item_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_uploads_counts" CHECK ("inventory_uploads"."row_count" > 0 and "inventory_uploads"."item_count" > 0 and "inventory_uploads"."item_count" <= "inventory_uploads"."row_count")
);
--> statement-breakpoint
ALTER TABLE "inventory_uploads" ADD CONSTRAINT "inventory_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_uploads" ADD CONSTRAINT "inventory_uploads_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_uploads" ADD CONSTRAINT "inventory_uploads_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_uploads_created" ON "inventory_uploads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_uploads_job" ON "inventory_uploads" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "inventory_uploads_yard" ON "inventory_uploads" USING btree ("yard_id");