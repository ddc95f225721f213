CREATE INDEX "assets_name_page" ON "assets" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "assets_serial_page" ON "assets" USING btree (lower("serial_number"),"id");--> statement-breakpoint
CREATE INDEX "assets_status_page" ON "assets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "assets_activity_page" ON "assets" USING btree (coalesce("last_activity", '1970-01-01 00:00:00+00'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "assets_name_trgm" ON "assets" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_serial_trgm" ON "assets" USING gin (lower("serial_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_in_yard_page" ON "assets" USING btree ("yard_id","id") WHERE "assets"."job_id" is null and not "assets"."on_repair";--> statement-breakpoint
CREATE INDEX "assets_at_job_page" ON "assets" USING btree ("job_id","id") WHERE "assets"."job_id" is not null and not "assets"."on_repair";--> statement-breakpoint
CREATE INDEX "assets_on_repair_page" ON "assets" USING btree ("id") WHERE "assets"."on_repair";--> statement-breakpoint
CREATE INDEX "assets_yard_inventory" ON "assets" USING btree ("yard_id",lower("name"),"id") WHERE "assets"."job_id" is null and not "assets"."decommissioned" and not "assets"."on_repair";--> statement-breakpoint
CREATE INDEX "assets_job_inventory" ON "assets" USING btree ("job_id",lower("name"),"serial_number") WHERE "assets"."job_id" is not null and not "assets"."decommissioned";