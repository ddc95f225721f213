CREATE INDEX "accounts_name_key" ON "accounts" USING btree (regexp_replace(lower("account_name"), '[^a-z0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "accounts_number_lower" ON "accounts" USING btree (lower("account_number"));--> statement-breakpoint
CREATE INDEX "jobs_step_updated" ON "jobs" USING btree ("job_step_id","updated_at","id");