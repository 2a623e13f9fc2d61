CREATE TABLE "session_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"author_id" integer,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "session_notes_author_role" CHECK ("session_notes"."author_role" in ('clinic', 'employee'))
);
--> statement-breakpoint
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
CREATE TABLE "practice_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"class_id" integer,
	"lesson_id" integer,
	"content_id" integer,
	"meditation_id" integer,
	"rating_id" integer,
	"feedback_id" integer,
	"seconds" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"approximate" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_events_kind" CHECK (kind in ('class_joined', 'class_completed', 'content_watched', 'content_completed', 'meditation_played', 'meditation_listened', 'meditation_completed', 'rated', 'feedback')),
	CONSTRAINT "practice_events_one_item" CHECK (num_nonnulls("practice_events"."class_id", "practice_events"."lesson_id", "practice_events"."content_id", "practice_events"."meditation_id") >= 1),
	CONSTRAINT "practice_events_amounts" CHECK ("practice_events"."seconds" >= 0 and "practice_events"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "task_logs" DROP CONSTRAINT "task_logs_feeling";--> statement-breakpoint
ALTER TABLE "user_tasks" DROP CONSTRAINT "user_tasks_feeling";--> statement-breakpoint
DROP INDEX "classes_popular_idx";--> statement-breakpoint
DROP INDEX "meditations_popular_idx";--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name_choice" text DEFAULT 'initial' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meditations" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written backfill (decision 0011): what existed before drafts was live, so it stays published, dated
-- from its creation; a hidden section (active = false) becomes a draft.
UPDATE "classes" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "meditations" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "sections" SET "published_at" = "created_at" WHERE "active";--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD COLUMN "crisis" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "from_care" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_countries" ADD CONSTRAINT "crisis_countries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_lines" ADD CONSTRAINT "crisis_lines_country_code_crisis_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."crisis_countries"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "crisis_lines" ADD CONSTRAINT "crisis_lines_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_events" ADD CONSTRAINT "practice_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_events" ADD CONSTRAINT "practice_events_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_events" ADD CONSTRAINT "practice_events_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_events" ADD CONSTRAINT "practice_events_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_events" ADD CONSTRAINT "practice_events_meditation_id_meditations_id_fk" FOREIGN KEY ("meditation_id") REFERENCES "public"."meditations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_events" ADD CONSTRAINT "practice_events_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_events" ADD CONSTRAINT "practice_events_feedback_id_content_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."content_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_notes_patient_idx" ON "session_notes" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "session_notes_clinic_idx" ON "session_notes" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "session_notes_author_idx" ON "session_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "crisis_lines_country_idx" ON "crisis_lines" USING btree ("country_code","position");--> statement-breakpoint
CREATE INDEX "crisis_lines_clinic_idx" ON "crisis_lines" USING btree ("clinic_id","position");--> statement-breakpoint
CREATE INDEX "safety_alerts_clinic_idx" ON "safety_alerts" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "safety_alerts_patient_idx" ON "safety_alerts" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "safety_alerts_open_idx" ON "safety_alerts" USING btree ("clinic_id","patient_id") WHERE "safety_alerts"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "practice_events_user_time_idx" ON "practice_events" USING btree ("user_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_events_rating_key" ON "practice_events" USING btree ("rating_id");--> statement-breakpoint
CREATE INDEX "practice_events_feedback_idx" ON "practice_events" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "practice_events_class_idx" ON "practice_events" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "practice_events_content_idx" ON "practice_events" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "practice_events_meditation_idx" ON "practice_events" USING btree ("meditation_id");--> statement-breakpoint
CREATE INDEX "categories_image_media_idx" ON "categories" USING btree ("image_media_id") WHERE "categories"."image_media_id" is not null;--> statement-breakpoint
CREATE INDEX "classes_image_media_idx" ON "classes" USING btree ("image_media_id") WHERE "classes"."image_media_id" is not null;--> statement-breakpoint
CREATE INDEX "contents_media_idx" ON "contents" USING btree ("media_id") WHERE "contents"."media_id" is not null;--> statement-breakpoint
CREATE INDEX "media_files_uploader_idx" ON "media_files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "meditation_audios_media_idx" ON "meditation_audios" USING btree ("media_id") WHERE "meditation_audios"."media_id" is not null;--> statement-breakpoint
CREATE INDEX "meditations_image_media_idx" ON "meditations" USING btree ("image_media_id") WHERE "meditations"."image_media_id" is not null;--> statement-breakpoint
CREATE INDEX "meditations_audio_media_idx" ON "meditations" USING btree ("audio_media_id") WHERE "meditations"."audio_media_id" is not null;--> statement-breakpoint
CREATE INDEX "resources_media_idx" ON "resources" USING btree ("media_id") WHERE "resources"."media_id" is not null;--> statement-breakpoint
CREATE INDEX "stories_media_idx" ON "stories" USING btree ("media_id") WHERE "stories"."media_id" is not null;--> statement-breakpoint
CREATE INDEX "ai_meditations_audio_media_idx" ON "ai_meditations" USING btree ("audio_media_id") WHERE "ai_meditations"."audio_media_id" is not null;--> statement-breakpoint
CREATE INDEX "assistant_messages_audio_media_idx" ON "assistant_messages" USING btree ("audio_media_id") WHERE "assistant_messages"."audio_media_id" is not null;--> statement-breakpoint
CREATE INDEX "user_tasks_care_idx" ON "user_tasks" USING btree ("user_id","created_at") WHERE "user_tasks"."from_care";--> statement-breakpoint
CREATE INDEX "classes_popular_idx" ON "classes" USING btree ("popular","member_count","id") WHERE "classes"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "meditations_popular_idx" ON "meditations" USING btree ("popular","play_count","id") WHERE "meditations"."published_at" is not null and "meditations"."audio_media_id" is not null;--> statement-breakpoint
ALTER TABLE "sections" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_name_choice_check" CHECK ("users"."display_name_choice" in ('initial', 'anonymous', 'custom'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_name_custom_check" CHECK ("users"."display_name_choice" <> 'custom' or "users"."display_name" is not null);--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_feeling" CHECK ("task_logs"."feeling" is null or "task_logs"."feeling" in ('better', 'same', 'worse'));--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_feeling" CHECK ("user_tasks"."final_feeling" is null or "user_tasks"."final_feeling" in ('better', 'same', 'worse'));--> statement-breakpoint
-- Hand-written (decision 0012): a task the care team gave keeps saying so when the giver's account goes.
UPDATE "user_tasks" SET "from_care" = true WHERE "assigned_by" IS NOT NULL OR "assignment_id" IS NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0012): practice events carried over from the aggregates kept before them. An action
-- with its own time becomes an exact event; a counter without one becomes one approximate summary.
INSERT INTO "practice_events" ("user_id", "kind", "class_id", "occurred_at", "last_at")
  SELECT "user_id", 'class_joined', "class_id", "joined_at", "joined_at" FROM "class_members";--> statement-breakpoint
INSERT INTO "practice_events" ("user_id", "kind", "class_id", "occurred_at", "last_at")
  SELECT "user_id", 'class_completed', "class_id", "completed_at", "completed_at" FROM "class_members" WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "practice_events" ("user_id", "kind", "class_id", "content_id", "occurred_at", "last_at")
  SELECT "user_id", 'content_completed', "class_id", "content_id", "completed_at", "completed_at" FROM "content_progress" WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "practice_events" ("user_id", "kind", "class_id", "content_id", "seconds", "approximate", "occurred_at", "last_at")
  SELECT "user_id", 'content_watched', "class_id", "content_id", "watched_seconds", true, "updated_at", "updated_at"
  FROM "content_progress" WHERE "watched_seconds" > 0;--> statement-breakpoint
INSERT INTO "practice_events" ("user_id", "kind", "meditation_id", "seconds", "quantity", "approximate", "occurred_at", "last_at")
  SELECT "user_id", CASE WHEN "play_count" > 0 THEN 'meditation_played' ELSE 'meditation_listened' END, "meditation_id",
    "listened_seconds", greatest("play_count", 1), true, "updated_at", "updated_at"
  FROM "meditation_progress" WHERE "play_count" > 0 OR "listened_seconds" > 0;--> statement-breakpoint
INSERT INTO "practice_events" ("user_id", "kind", "meditation_id", "quantity", "approximate", "occurred_at", "last_at")
  SELECT "user_id", 'meditation_completed', "meditation_id", "completed_count", "completed_count" > 1 OR "last_completed_at" IS NULL,
    coalesce("last_completed_at", "updated_at"), coalesce("last_completed_at", "updated_at")
  FROM "meditation_progress" WHERE "completed_count" > 0;--> statement-breakpoint
INSERT INTO "practice_events" ("user_id", "kind", "class_id", "lesson_id", "meditation_id", "rating_id", "occurred_at", "last_at")
  SELECT r."user_id", 'rated', coalesce(r."class_id", l."class_id"), r."lesson_id", r."meditation_id", r."id", r."updated_at", r."updated_at"
  FROM "ratings" r LEFT JOIN "lessons" l ON l."id" = r."lesson_id";--> statement-breakpoint
INSERT INTO "practice_events" ("user_id", "kind", "class_id", "content_id", "meditation_id", "feedback_id", "occurred_at", "last_at")
  SELECT f."user_id", 'feedback', coalesce(f."class_id", c."class_id"), f."content_id", f."meditation_id", f."id", f."created_at", f."created_at"
  FROM "content_feedback" f LEFT JOIN "contents" c ON c."id" = f."content_id";
