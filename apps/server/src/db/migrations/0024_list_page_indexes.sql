CREATE INDEX "accounts_number_page" ON "accounts" USING btree ("account_number","id");--> statement-breakpoint
CREATE INDEX "calls_company_page" ON "calls" USING btree ("active",lower("company_name"),"id");--> statement-breakpoint
CREATE INDEX "calls_caller_page" ON "calls" USING btree ("active",lower("caller_name"),"id");--> statement-breakpoint
CREATE INDEX "jobs_name_page" ON "jobs" USING btree (lower("job_name"),"id");--> statement-breakpoint
CREATE INDEX "jobs_number_page" ON "jobs" USING btree (lower("job_number"),"id");--> statement-breakpoint
CREATE INDEX "opportunities_name_page" ON "opportunities" USING btree (lower("opportunity_name"),"id");