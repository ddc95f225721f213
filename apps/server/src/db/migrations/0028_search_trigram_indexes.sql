CREATE INDEX "account_contacts_name_trgm" ON "account_contacts" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_contacts_email_trgm" ON "account_contacts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_contacts_phone_trgm" ON "account_contacts" USING gin (regexp_replace("phone_number" || '|' || "mobile_number" || '|' || "office_number" || '|' || "other_number", '[^0-9|]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_locations_name_trgm" ON "account_locations" USING gin (lower("location_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_number_trgm" ON "accounts" USING gin (lower("account_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calls_names_trgm" ON "calls" USING gin (lower("caller_name" || ' ' || "company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bulk_items_name_trgm" ON "bulk_items" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_ready_items_name_trgm" ON "job_ready_items" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_number_trgm" ON "jobs" USING gin (lower("job_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_name_trgm" ON "employees" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);