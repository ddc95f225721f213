CREATE TABLE "shop_conversion_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversion_id" integer NOT NULL,
	"bulk_item_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "shop_conversion_components_amount" CHECK ("shop_conversion_components"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "shop_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_ready_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_ticket_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_item_id" integer NOT NULL,
	"bulk_item_id" integer NOT NULL,
	"per_unit" integer NOT NULL,
	"amount" integer NOT NULL,
	"amount_retired" integer DEFAULT 0 NOT NULL,
	"amount_transfered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_ticket_components_per_unit" CHECK ("shop_ticket_components"."per_unit" >= 1),
	CONSTRAINT "shop_ticket_components_done" CHECK ("shop_ticket_components"."amount_retired" >= 0 and "shop_ticket_components"."amount_transfered" >= 0 and "shop_ticket_components"."amount_retired" + "shop_ticket_components"."amount_transfered" <= "shop_ticket_components"."amount")
);
--> statement-breakpoint
CREATE TABLE "shop_ticket_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"job_ready_item_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"amount_completed" integer DEFAULT 0 NOT NULL,
	"damaged_amount" integer DEFAULT 0 NOT NULL,
	"damaged_completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_ticket_items_amount" CHECK ("shop_ticket_items"."amount_completed" >= 0 and "shop_ticket_items"."amount_completed" <= "shop_ticket_items"."amount"),
	CONSTRAINT "shop_ticket_items_damaged" CHECK ("shop_ticket_items"."damaged_completed" >= 0 and "shop_ticket_items"."damaged_completed" <= "shop_ticket_items"."damaged_amount"),
	CONSTRAINT "shop_ticket_items_some" CHECK ("shop_ticket_items"."amount" + "shop_ticket_items"."damaged_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"yard_id" integer NOT NULL,
	"shop_action_id" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "shop_tickets_action" CHECK ("shop_tickets"."shop_action_id" in (1, 2)),
	CONSTRAINT "shop_tickets_closed" CHECK ("shop_tickets"."completed" = ("shop_tickets"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "shop_conversion_components" ADD CONSTRAINT "shop_conversion_components_conversion_id_shop_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."shop_conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_conversion_components" ADD CONSTRAINT "shop_conversion_components_bulk_item_id_bulk_items_id_fk" FOREIGN KEY ("bulk_item_id") REFERENCES "public"."bulk_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_conversions" ADD CONSTRAINT "shop_conversions_job_ready_item_id_job_ready_items_id_fk" FOREIGN KEY ("job_ready_item_id") REFERENCES "public"."job_ready_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ticket_components" ADD CONSTRAINT "shop_ticket_components_ticket_item_id_shop_ticket_items_id_fk" FOREIGN KEY ("ticket_item_id") REFERENCES "public"."shop_ticket_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ticket_components" ADD CONSTRAINT "shop_ticket_components_bulk_item_id_bulk_items_id_fk" FOREIGN KEY ("bulk_item_id") REFERENCES "public"."bulk_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ticket_items" ADD CONSTRAINT "shop_ticket_items_ticket_id_shop_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."shop_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ticket_items" ADD CONSTRAINT "shop_ticket_items_job_ready_item_id_job_ready_items_id_fk" FOREIGN KEY ("job_ready_item_id") REFERENCES "public"."job_ready_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tickets" ADD CONSTRAINT "shop_tickets_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tickets" ADD CONSTRAINT "shop_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tickets" ADD CONSTRAINT "shop_tickets_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_conversion_components_key" ON "shop_conversion_components" USING btree ("conversion_id","bulk_item_id");--> statement-breakpoint
CREATE INDEX "shop_conversion_components_bulk" ON "shop_conversion_components" USING btree ("bulk_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_conversions_item" ON "shop_conversions" USING btree ("job_ready_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_ticket_components_key" ON "shop_ticket_components" USING btree ("ticket_item_id","bulk_item_id");--> statement-breakpoint
CREATE INDEX "shop_ticket_components_bulk" ON "shop_ticket_components" USING btree ("bulk_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_ticket_items_key" ON "shop_ticket_items" USING btree ("ticket_id","job_ready_item_id");--> statement-breakpoint
CREATE INDEX "shop_ticket_items_item" ON "shop_ticket_items" USING btree ("job_ready_item_id");--> statement-breakpoint
CREATE INDEX "shop_tickets_yard" ON "shop_tickets" USING btree ("yard_id","completed","created_at");