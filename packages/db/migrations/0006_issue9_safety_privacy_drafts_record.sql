CREATE TABLE "crisis_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"emergency_number" text,
	"notes" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crisis_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crisis_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code" text,
	"clinic_id" integer,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"sms" text,
	"url" text,
	"notes" text,
	CONSTRAINT "crisis_lines_owner" CHECK (("crisis_lines"."country_code" is null) <> ("crisis_lines"."clinic_id" is null))
);
--> statement-breakpoint
CREATE TABLE "safety_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safety_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"source" text NOT NULL,
	"signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excerpt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	CONSTRAINT "safety_alerts_source" CHECK ("safety_alerts"."source" in ('assistant')),
	CONSTRAINT "safety_alerts_acknowledged" CHECK ("safety_alerts"."acknowledged_by" is null or "safety_alerts"."acknowledged_at" is not null)
);
--> statement-breakpoint
DROP INDEX "classes_popular_idx";--> statement-breakpoint
DROP INDEX "meditations_popular_idx";--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name_choice" text DEFAULT 'initial' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meditations" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written backfill (decision 0011): what existed before drafts was live, so it stays published, dated
-- from its creation; a hidden section (active = false) becomes a draft.
UPDATE "classes" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "meditations" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "sections" SET "published_at" = "created_at" WHERE "active";--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD COLUMN "crisis" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crisis_countries" ADD CONSTRAINT "crisis_countries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_lines" ADD CONSTRAINT "crisis_lines_country_code_crisis_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."crisis_countries"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "crisis_lines" ADD CONSTRAINT "crisis_lines_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crisis_lines_country_idx" ON "crisis_lines" USING btree ("country_code","position");--> statement-breakpoint
CREATE INDEX "crisis_lines_clinic_idx" ON "crisis_lines" USING btree ("clinic_id","position");--> statement-breakpoint
CREATE INDEX "safety_alerts_clinic_idx" ON "safety_alerts" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "safety_alerts_patient_idx" ON "safety_alerts" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "safety_alerts_open_idx" ON "safety_alerts" USING btree ("clinic_id","patient_id") WHERE "safety_alerts"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "classes_popular_idx" ON "classes" USING btree ("popular","member_count","id") WHERE "classes"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "meditations_popular_idx" ON "meditations" USING btree ("popular","play_count","id") WHERE "meditations"."published_at" is not null and "meditations"."audio_media_id" is not null;--> statement-breakpoint
ALTER TABLE "sections" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_name_choice_check" CHECK ("users"."display_name_choice" in ('initial', 'anonymous', 'custom'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_name_custom_check" CHECK ("users"."display_name_choice" <> 'custom' or "users"."display_name" is not null);