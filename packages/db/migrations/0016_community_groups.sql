CREATE TABLE "group_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"mentions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_favourites" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_favourites_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_invitations" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_invitations_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"muted_until" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_post_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_post_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_post_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"mentions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_posts_counts" CHECK ("group_posts"."like_count" >= 0 and "group_posts"."comment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"comment_id" integer,
	"reporter_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_reports_status" CHECK ("group_reports"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_media_id" integer,
	"visibility" text DEFAULT 'open' NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_visibility" CHECK ("groups"."visibility" in ('open', 'invite')),
	CONSTRAINT "groups_counts" CHECK ("groups"."member_count" >= 0 and "groups"."post_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "group_comments" ADD CONSTRAINT "group_comments_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_comments" ADD CONSTRAINT "group_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_favourites" ADD CONSTRAINT "group_favourites_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_favourites" ADD CONSTRAINT "group_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_images" ADD CONSTRAINT "group_post_images_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_images" ADD CONSTRAINT "group_post_images_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_likes" ADD CONSTRAINT "group_post_likes_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_likes" ADD CONSTRAINT "group_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_comment_id_group_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."group_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_image_media_id_media_files_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_comments_post_idx" ON "group_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "group_comments_author_idx" ON "group_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "group_favourites_user_idx" ON "group_favourites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_invitations_user_idx" ON "group_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_person_idx" ON "group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_post_images_post_idx" ON "group_post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "group_post_images_media_idx" ON "group_post_images" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "group_post_likes_user_idx" ON "group_post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_posts_feed_idx" ON "group_posts" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "group_posts_author_idx" ON "group_posts" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_reports_once_idx" ON "group_reports" USING btree ("reporter_id","post_id",coalesce("comment_id", 0));--> statement-breakpoint
CREATE INDEX "group_reports_group_idx" ON "group_reports" USING btree ("group_id","status","created_at");--> statement-breakpoint
CREATE INDEX "groups_clinic_idx" ON "groups" USING btree ("clinic_id","created_at");--> statement-breakpoint
-- Counters follow every delete, however it comes (a leave, an unlike, a moderator's delete, or the cascade of
-- a deleted account or group), so a feed's total and a post's counts never drift (decision 0035). Inserts and
-- hides move them in the repository's own transactions.
CREATE FUNCTION group_counters_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'group_members' THEN
    UPDATE groups SET member_count = greatest(member_count - 1, 0) WHERE id = OLD.group_id;
  ELSIF TG_TABLE_NAME = 'group_posts' THEN
    IF OLD.hidden_at IS NULL THEN UPDATE groups SET post_count = greatest(post_count - 1, 0) WHERE id = OLD.group_id; END IF;
  ELSIF TG_TABLE_NAME = 'group_comments' THEN
    IF OLD.hidden_at IS NULL THEN UPDATE group_posts SET comment_count = greatest(comment_count - 1, 0) WHERE id = OLD.post_id; END IF;
  ELSIF TG_TABLE_NAME = 'group_post_likes' THEN
    UPDATE group_posts SET like_count = greatest(like_count - 1, 0) WHERE id = OLD.post_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER group_members_counters AFTER DELETE ON group_members FOR EACH ROW EXECUTE FUNCTION group_counters_after_delete();
--> statement-breakpoint
CREATE TRIGGER group_posts_counters AFTER DELETE ON group_posts FOR EACH ROW EXECUTE FUNCTION group_counters_after_delete();
--> statement-breakpoint
CREATE TRIGGER group_comments_counters AFTER DELETE ON group_comments FOR EACH ROW EXECUTE FUNCTION group_counters_after_delete();
--> statement-breakpoint
CREATE TRIGGER group_post_likes_counters AFTER DELETE ON group_post_likes FOR EACH ROW EXECUTE FUNCTION group_counters_after_delete();
