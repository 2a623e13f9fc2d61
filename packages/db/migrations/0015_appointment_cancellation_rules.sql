CREATE TABLE "appointment_rules" (
	"clinic_id" integer PRIMARY KEY NOT NULL,
	"cancel_notice_hours" integer DEFAULT 24 NOT NULL,
	"online_cancel" boolean DEFAULT true NOT NULL,
	"policy" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_rules_notice" CHECK ("appointment_rules"."cancel_notice_hours" between 0 and 336),
	CONSTRAINT "appointment_rules_policy" CHECK (char_length("appointment_rules"."policy") <= 500)
);
--> statement-breakpoint
ALTER TABLE "appointment_rules" ADD CONSTRAINT "appointment_rules_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;