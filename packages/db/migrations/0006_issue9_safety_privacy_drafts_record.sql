ALTER TABLE "users" ADD COLUMN "display_name_choice" text DEFAULT 'initial' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_name_choice_check" CHECK ("users"."display_name_choice" in ('initial', 'anonymous', 'custom'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_name_custom_check" CHECK ("users"."display_name_choice" <> 'custom' or "users"."display_name" is not null);