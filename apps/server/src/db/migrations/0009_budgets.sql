CREATE TABLE "budget_additional_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_item_id" integer NOT NULL,
	"additional_text" text DEFAULT '' NOT NULL,
	"optional_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_cost_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_cost_id" integer NOT NULL,
	"budget_hour_price_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"hours" numeric(12, 5) NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "budget_cost_hours_hours" CHECK ("budget_cost_hours"."hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budget_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_item_id" integer NOT NULL,
	"budget_cost_line_id" integer NOT NULL,
	"cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "budget_costs_cost" CHECK ("budget_costs"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budget_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"scope_item_id" integer NOT NULL,
	CONSTRAINT "budget_items_scope_item" UNIQUE("budget_id","scope_item_id")
);
--> statement-breakpoint
CREATE TABLE "budget_revenues" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_item_id" integer NOT NULL,
	"budget_revenue_line_id" integer NOT NULL,
	"revenue" numeric(12, 2) DEFAULT '0' NOT NULL,
	"revenue_text" text DEFAULT '' NOT NULL,
	"rev_alt_input" boolean DEFAULT false NOT NULL,
	"revenue_per" numeric(12, 2) DEFAULT '0' NOT NULL,
	"budget_calculation" integer DEFAULT 1 NOT NULL,
	"budget_time" integer DEFAULT 1 NOT NULL,
	"min_cycles" integer DEFAULT 1 NOT NULL,
	"quantity" numeric(12, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "budget_revenues_amounts" CHECK ("budget_revenues"."revenue" >= 0 and "budget_revenues"."revenue_per" >= 0 and "budget_revenues"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budget_taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_item_id" integer NOT NULL,
	"cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_template_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope_builder_id" integer NOT NULL,
	"budget_cost_line_id" integer,
	"budget_revenue_line_id" integer,
	"sort_order" integer NOT NULL,
	CONSTRAINT "budget_template_lines_cost" UNIQUE("scope_builder_id","budget_cost_line_id"),
	CONSTRAINT "budget_template_lines_revenue" UNIQUE("scope_builder_id","budget_revenue_line_id"),
	CONSTRAINT "budget_template_lines_one_kind" CHECK (("budget_template_lines"."budget_cost_line_id" is null) <> ("budget_template_lines"."budget_revenue_line_id" is null))
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"last_save_id" uuid,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "budget_additional_lines" ADD CONSTRAINT "budget_additional_lines_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_cost_hours" ADD CONSTRAINT "budget_cost_hours_budget_cost_id_budget_costs_id_fk" FOREIGN KEY ("budget_cost_id") REFERENCES "public"."budget_costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_cost_hours" ADD CONSTRAINT "budget_cost_hours_budget_hour_price_id_budget_hour_prices_id_fk" FOREIGN KEY ("budget_hour_price_id") REFERENCES "public"."budget_hour_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_costs" ADD CONSTRAINT "budget_costs_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_costs" ADD CONSTRAINT "budget_costs_budget_cost_line_id_budget_cost_lines_id_fk" FOREIGN KEY ("budget_cost_line_id") REFERENCES "public"."budget_cost_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_scope_item_id_scope_items_id_fk" FOREIGN KEY ("scope_item_id") REFERENCES "public"."scope_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_revenues" ADD CONSTRAINT "budget_revenues_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_revenues" ADD CONSTRAINT "budget_revenues_budget_revenue_line_id_budget_revenue_lines_id_fk" FOREIGN KEY ("budget_revenue_line_id") REFERENCES "public"."budget_revenue_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_taxes" ADD CONSTRAINT "budget_taxes_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_template_lines" ADD CONSTRAINT "budget_template_lines_scope_builder_id_scope_builder_nodes_id_fk" FOREIGN KEY ("scope_builder_id") REFERENCES "public"."scope_builder_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_template_lines" ADD CONSTRAINT "budget_template_lines_budget_cost_line_id_budget_cost_lines_id_fk" FOREIGN KEY ("budget_cost_line_id") REFERENCES "public"."budget_cost_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_template_lines" ADD CONSTRAINT "budget_template_lines_budget_revenue_line_id_budget_revenue_lines_id_fk" FOREIGN KEY ("budget_revenue_line_id") REFERENCES "public"."budget_revenue_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_additional_lines_item" ON "budget_additional_lines" USING btree ("budget_item_id");--> statement-breakpoint
CREATE INDEX "budget_cost_hours_cost" ON "budget_cost_hours" USING btree ("budget_cost_id");--> statement-breakpoint
CREATE INDEX "budget_costs_item" ON "budget_costs" USING btree ("budget_item_id");--> statement-breakpoint
CREATE INDEX "budget_revenues_item" ON "budget_revenues" USING btree ("budget_item_id");--> statement-breakpoint
CREATE INDEX "budget_taxes_item" ON "budget_taxes" USING btree ("budget_item_id");--> statement-breakpoint
CREATE INDEX "budget_template_lines_leaf" ON "budget_template_lines" USING btree ("scope_builder_id","sort_order");