CREATE TABLE "calculator_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"calculator_id" integer,
	"calculator_name" text NOT NULL,
	"beam_name" text NOT NULL,
	"length" integer NOT NULL,
	"beams" integer NOT NULL,
	"panels" integer NOT NULL,
	"trucks" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_results_figures" CHECK ("calculator_results"."length" > 0 and "calculator_results"."beams" >= 0 and "calculator_results"."panels" >= 0 and "calculator_results"."trucks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calculators" (
	"id" serial PRIMARY KEY NOT NULL,
	"calculator_name" text NOT NULL,
	"beam_name" text NOT NULL,
	"beam_ratio" numeric(10, 4) NOT NULL,
	"panels_per_section" integer NOT NULL,
	"truck_beams" integer NOT NULL,
	"truck_panels" integer DEFAULT 72 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculators_not_negative" CHECK ("calculators"."beam_ratio" >= 0 and "calculators"."panels_per_section" >= 0 and "calculators"."truck_beams" >= 0 and "calculators"."truck_panels" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calculator_results" ADD CONSTRAINT "calculator_results_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD CONSTRAINT "calculator_results_calculator_id_calculators_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD CONSTRAINT "calculator_results_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculator_results_job" ON "calculator_results" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calculators_name_unique" ON "calculators" USING btree (lower("calculator_name"));