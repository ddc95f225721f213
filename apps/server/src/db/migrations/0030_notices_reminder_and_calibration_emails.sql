CREATE TABLE "calibration_digests" (
	"user_id" integer NOT NULL,
	"week" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calibration_digests_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calibration_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_reminders" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calibration_digests" ADD CONSTRAINT "calibration_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reminders whose day has passed before reminders were e-mailed are not sent now, days late.
UPDATE "job_reminders" SET "emailed_at" = now() WHERE "reminder_date" < current_date;
