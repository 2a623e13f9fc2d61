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
ALTER TABLE "user_tasks" ADD COLUMN "from_care" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "practice_events_user_time_idx" ON "practice_events" USING btree ("user_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_events_rating_key" ON "practice_events" USING btree ("rating_id");--> statement-breakpoint
CREATE INDEX "practice_events_feedback_idx" ON "practice_events" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "practice_events_class_idx" ON "practice_events" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "practice_events_content_idx" ON "practice_events" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "practice_events_meditation_idx" ON "practice_events" USING btree ("meditation_id");--> statement-breakpoint
CREATE INDEX "user_tasks_care_idx" ON "user_tasks" USING btree ("user_id","created_at") WHERE "user_tasks"."from_care";--> statement-breakpoint
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
