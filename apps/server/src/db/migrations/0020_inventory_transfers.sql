CREATE TABLE "transfer_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"shipment_id" integer,
	"shipped_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_assets_order" CHECK ("transfer_assets"."checked_in_at" is null or "transfer_assets"."shipped_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "transfer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	"shipped" integer DEFAULT 0 NOT NULL,
	"shipped_damaged" integer DEFAULT 0 NOT NULL,
	"checked_in" integer DEFAULT 0 NOT NULL,
	"checked_in_damaged" integer DEFAULT 0 NOT NULL,
	"weight" integer,
	"hazardous" boolean DEFAULT false NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"rate" numeric(12, 2),
	"charges" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_items_kind" CHECK ("transfer_items"."item_kind" in ('jobReady', 'bulk')),
	CONSTRAINT "transfer_items_amounts" CHECK ("transfer_items"."amount" >= 0 and "transfer_items"."damaged" >= 0 and "transfer_items"."shipped" between 0 and "transfer_items"."amount" and "transfer_items"."shipped_damaged" between 0 and "transfer_items"."damaged" and "transfer_items"."checked_in" between 0 and "transfer_items"."shipped" and "transfer_items"."checked_in_damaged" between 0 and "transfer_items"."shipped_damaged"),
	CONSTRAINT "transfer_items_weight" CHECK ("transfer_items"."weight" is null or "transfer_items"."weight" >= 0),
	CONSTRAINT "transfer_items_money" CHECK (coalesce("transfer_items"."rate", 0) >= 0 and coalesce("transfer_items"."charges", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_kind" text NOT NULL,
	"from_id" integer NOT NULL,
	"to_kind" text NOT NULL,
	"to_id" integer NOT NULL,
	"requested_by" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_requests_kinds" CHECK ("transfer_requests"."from_kind" in ('yard', 'job') and "transfer_requests"."to_kind" in ('yard', 'job')),
	CONSTRAINT "transfer_requests_ends" CHECK (not ("transfer_requests"."from_kind" = "transfer_requests"."to_kind" and "transfer_requests"."from_id" = "transfer_requests"."to_id")),
	CONSTRAINT "transfer_requests_state" CHECK (not ("transfer_requests"."completed" and "transfer_requests"."cancelled"))
);
--> statement-breakpoint
CREATE TABLE "transfer_shipment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"transfer_item_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" integer,
	"hazardous" boolean DEFAULT false NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"rate" numeric(12, 2),
	"charges" numeric(12, 2),
	CONSTRAINT "transfer_shipment_items_amounts" CHECK ("transfer_shipment_items"."quantity" >= 0 and "transfer_shipment_items"."damaged" >= 0 and "transfer_shipment_items"."quantity" + "transfer_shipment_items"."damaged" > 0),
	CONSTRAINT "transfer_shipment_items_weight" CHECK ("transfer_shipment_items"."weight" is null or "transfer_shipment_items"."weight" >= 0),
	CONSTRAINT "transfer_shipment_items_money" CHECK (coalesce("transfer_shipment_items"."rate", 0) >= 0 and coalesce("transfer_shipment_items"."charges", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"bill_date" date NOT NULL,
	"carrier_name" text DEFAULT '' NOT NULL,
	"carrier_address" text DEFAULT '' NOT NULL,
	"carrier_city" text DEFAULT '' NOT NULL,
	"carrier_state" text DEFAULT '' NOT NULL,
	"carrier_zip" text DEFAULT '' NOT NULL,
	"driver_name" text DEFAULT '' NOT NULL,
	"driver_phone" text DEFAULT '' NOT NULL,
	"origin_name" text DEFAULT '' NOT NULL,
	"origin_address1" text DEFAULT '' NOT NULL,
	"origin_address2" text DEFAULT '' NOT NULL,
	"origin_address3" text DEFAULT '' NOT NULL,
	"origin_contact" text DEFAULT '' NOT NULL,
	"destination_name" text DEFAULT '' NOT NULL,
	"destination_address1" text DEFAULT '' NOT NULL,
	"destination_address2" text DEFAULT '' NOT NULL,
	"destination_address3" text DEFAULT '' NOT NULL,
	"destination_contact" text DEFAULT '' NOT NULL,
	"cod_name" text DEFAULT '' NOT NULL,
	"cod_address" text DEFAULT '' NOT NULL,
	"cod_city" text DEFAULT '' NOT NULL,
	"cod_state" text DEFAULT '' NOT NULL,
	"cod_zip" text DEFAULT '' NOT NULL,
	"cod_amount" numeric(12, 2),
	"cod_fee_prepaid" boolean DEFAULT false NOT NULL,
	"cod_fee_collect" boolean DEFAULT false NOT NULL,
	"cod_total_charges" numeric(12, 2),
	"total_shipment_value" numeric(12, 2),
	"shipped_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_shipments_money" CHECK (coalesce("transfer_shipments"."cod_amount", 0) >= 0 and coalesce("transfer_shipments"."cod_total_charges", 0) >= 0 and coalesce("transfer_shipments"."total_shipment_value", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "transfer_assets" ADD CONSTRAINT "transfer_assets_transfer_id_transfer_requests_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_assets" ADD CONSTRAINT "transfer_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_assets" ADD CONSTRAINT "transfer_assets_shipment_id_transfer_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."transfer_shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_transfer_id_transfer_requests_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_shipment_items" ADD CONSTRAINT "transfer_shipment_items_shipment_id_transfer_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."transfer_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_shipment_items" ADD CONSTRAINT "transfer_shipment_items_transfer_item_id_transfer_items_id_fk" FOREIGN KEY ("transfer_item_id") REFERENCES "public"."transfer_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_shipments" ADD CONSTRAINT "transfer_shipments_transfer_id_transfer_requests_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_shipments" ADD CONSTRAINT "transfer_shipments_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_shipments" ADD CONSTRAINT "transfer_shipments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_assets_line" ON "transfer_assets" USING btree ("transfer_id","asset_id");--> statement-breakpoint
CREATE INDEX "transfer_assets_asset" ON "transfer_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "transfer_assets_shipment" ON "transfer_assets" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_items_line" ON "transfer_items" USING btree ("transfer_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "transfer_items_item" ON "transfer_items" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "transfer_requests_from" ON "transfer_requests" USING btree ("from_kind","from_id","completed");--> statement-breakpoint
CREATE INDEX "transfer_requests_to" ON "transfer_requests" USING btree ("to_kind","to_id","completed");--> statement-breakpoint
CREATE INDEX "transfer_requests_created" ON "transfer_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_shipment_items_line" ON "transfer_shipment_items" USING btree ("shipment_id","transfer_item_id");--> statement-breakpoint
CREATE INDEX "transfer_shipment_items_item" ON "transfer_shipment_items" USING btree ("transfer_item_id");--> statement-breakpoint
CREATE INDEX "transfer_shipments_transfer" ON "transfer_shipments" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "transfer_shipments_created" ON "transfer_shipments" USING btree ("created_at","id");