CREATE TABLE "test_answer_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_answer_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"answer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"class_id" integer,
	"meditation_id" integer,
	CONSTRAINT "test_answer_contents_kind" CHECK ("test_answer_contents"."kind" in ('text', 'class', 'meditation', 'task'))
);
--> statement-breakpoint
CREATE TABLE "test_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_id" integer NOT NULL,
	"from_score" integer NOT NULL,
	"to_score" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "test_answers_range" CHECK ("test_answers"."from_score" <= "test_answers"."to_score")
);
--> statement-breakpoint
CREATE TABLE "test_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"clinic_id" integer,
	"assigned_by" integer,
	"series_id" integer,
	"due_on" date NOT NULL,
	"repeat_every_days" integer,
	"repeat_until" date,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"label" text NOT NULL,
	"score" integer NOT NULL,
	"flag" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_id" integer NOT NULL,
	"question_no" integer NOT NULL,
	"text" text NOT NULL,
	"scored" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_id" integer,
	"user_id" integer,
	"clinic_id" integer,
	"assignment_id" integer,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_question" integer DEFAULT 1 NOT NULL,
	"snapshot" jsonb,
	"score" integer,
	"max_score" integer,
	"band" text,
	"band_text" text,
	"band_index" integer,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subscales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"open_test" boolean DEFAULT false NOT NULL,
	"taker_name" text,
	"taker_email" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "test_results_status" CHECK ("test_results"."status" in ('in_progress', 'submitted')),
	CONSTRAINT "test_results_submitted" CHECK ("test_results"."status" = 'in_progress' or ("test_results"."submitted_at" is not null and "test_results"."score" is not null and "test_results"."snapshot" is not null))
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer,
	"code" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"score_multiplier" integer DEFAULT 1 NOT NULL,
	"item_review_at_or_below" integer,
	"item_review_text" text,
	"subscales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reliable_change" integer,
	"allow_patient_delete" boolean DEFAULT false NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"open_token" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_multiplier" CHECK ("tests"."score_multiplier" >= 1)
);
--> statement-breakpoint
ALTER TABLE "safety_alerts" DROP CONSTRAINT "safety_alerts_source";--> statement-breakpoint
ALTER TABLE "test_answer_contents" ADD CONSTRAINT "test_answer_contents_answer_id_test_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."test_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answer_contents" ADD CONSTRAINT "test_answer_contents_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answer_contents" ADD CONSTRAINT "test_answer_contents_meditation_id_meditations_id_fk" FOREIGN KEY ("meditation_id") REFERENCES "public"."meditations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_assignments" ADD CONSTRAINT "test_assignments_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_assignments" ADD CONSTRAINT "test_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_assignments" ADD CONSTRAINT "test_assignments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_assignments" ADD CONSTRAINT "test_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_options" ADD CONSTRAINT "test_options_question_id_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_assignment_id_test_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."test_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_answer_contents_answer_idx" ON "test_answer_contents" USING btree ("answer_id","id");--> statement-breakpoint
CREATE INDEX "test_answers_test_idx" ON "test_answers" USING btree ("test_id","from_score");--> statement-breakpoint
CREATE INDEX "test_assignments_user_idx" ON "test_assignments" USING btree ("user_id","due_on");--> statement-breakpoint
CREATE INDEX "test_assignments_test_idx" ON "test_assignments" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "test_options_question_idx" ON "test_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "test_questions_order_idx" ON "test_questions" USING btree ("test_id","question_no");--> statement-breakpoint
CREATE INDEX "test_results_user_idx" ON "test_results" USING btree ("user_id","test_id","submitted_at");--> statement-breakpoint
CREATE INDEX "test_results_clinic_idx" ON "test_results" USING btree ("clinic_id","submitted_at");--> statement-breakpoint
CREATE INDEX "test_results_test_idx" ON "test_results" USING btree ("test_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tests_code_idx" ON "tests" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tests_open_token_idx" ON "tests" USING btree ("open_token");--> statement-breakpoint
CREATE INDEX "tests_clinic_idx" ON "tests" USING btree ("clinic_id","id");--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_source" CHECK ("safety_alerts"."source" in ('assistant', 'test'));