CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"billing_period" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"features" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_audience" CHECK ("packages"."audience" in ('personal', 'business', 'clinic')),
	CONSTRAINT "packages_period" CHECK ("packages"."billing_period" in ('monthly', 'yearly', 'one_off')),
	CONSTRAINT "packages_status" CHECK ("packages"."status" in ('active', 'archived')),
	CONSTRAINT "packages_price" CHECK ("packages"."price_minor" >= 0),
	CONSTRAINT "packages_trial" CHECK ("packages"."trial_days" >= 0),
	CONSTRAINT "packages_currency" CHECK ("packages"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"clinic_id" integer,
	"package_id" integer NOT NULL,
	"status" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text DEFAULT 'manual' NOT NULL,
	"external_id" text,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_one_account" CHECK (("subscriptions"."user_id" is null) <> ("subscriptions"."clinic_id" is null)),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('trialing', 'active', 'cancelled_at_period_end', 'ended')),
	CONSTRAINT "subscriptions_price" CHECK ("subscriptions"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packages_audience_idx" ON "packages" USING btree ("audience","status");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_user_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" <> 'ended' and "subscriptions"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_clinic_idx" ON "subscriptions" USING btree ("clinic_id") WHERE "subscriptions"."status" <> 'ended' and "subscriptions"."clinic_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_package_idx" ON "subscriptions" USING btree ("package_id");