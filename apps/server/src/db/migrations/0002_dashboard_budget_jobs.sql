CREATE TABLE "budget_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "budget_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "budget_cost_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"labor" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "budget_cost_lines_number" CHECK ("budget_cost_lines"."number" ~ '^[0-9]{1,5}$')
);
--> statement-breakpoint
CREATE TABLE "budget_hour_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "budget_hour_prices_price" CHECK ("budget_hour_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budget_revenue_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "budget_revenue_lines_number" CHECK ("budget_revenue_lines"."number" ~ '^[0-9]{1,5}$')
);
--> statement-breakpoint
CREATE TABLE "dashboard_widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"widget_type" integer NOT NULL,
	"widget_name" text NOT NULL,
	"stage" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"parent_account_id" integer,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_steps" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"stage" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"opportunity_id" integer NOT NULL,
	"job_name" text NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"job_classification_id" integer,
	"job_number" text NOT NULL,
	"job_step_id" integer DEFAULT 1 NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" serial PRIMARY KEY NOT NULL,
	"opportunity_name" text NOT NULL,
	"account_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"is_drilling" boolean DEFAULT false NOT NULL,
	"office_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_cost_lines" ADD CONSTRAINT "budget_cost_lines_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_widgets" ADD CONSTRAINT "dashboard_widgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_job_classification_id_job_classifications_id_fk" FOREIGN KEY ("job_classification_id") REFERENCES "public"."job_classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_job_step_id_job_steps_id_fk" FOREIGN KEY ("job_step_id") REFERENCES "public"."job_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_widgets_user" ON "dashboard_widgets" USING btree ("user_id","sort_order");--> statement-breakpoint
CREATE INDEX "accounts_name" ON "accounts" USING btree (lower("account_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_number_unique" ON "jobs" USING btree ("job_number");--> statement-breakpoint
CREATE INDEX "jobs_opportunity" ON "jobs" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "jobs_step" ON "jobs" USING btree ("job_step_id","canceled");--> statement-breakpoint
CREATE INDEX "opportunities_account" ON "opportunities" USING btree ("account_id");