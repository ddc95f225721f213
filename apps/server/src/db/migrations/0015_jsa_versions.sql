ALTER TABLE "jsa_edits" ADD COLUMN "version" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "jsa_edits" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jsa_signatures" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jsas" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jsas" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jsas_client_key" ON "jsas" USING btree ("created_by","client_key");