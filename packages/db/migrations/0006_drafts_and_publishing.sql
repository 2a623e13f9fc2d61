DROP INDEX "classes_popular_idx";--> statement-breakpoint
DROP INDEX "meditations_popular_idx";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meditations" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written backfill (decision 0011): what existed before drafts was live, so it stays published, dated
-- from its creation; a hidden section (active = false) becomes a draft.
UPDATE "classes" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "meditations" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "sections" SET "published_at" = "created_at" WHERE "active";--> statement-breakpoint
CREATE INDEX "classes_popular_idx" ON "classes" USING btree ("popular","member_count","id") WHERE "classes"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "meditations_popular_idx" ON "meditations" USING btree ("popular","play_count","id") WHERE "meditations"."published_at" is not null and "meditations"."audio_media_id" is not null;--> statement-breakpoint
ALTER TABLE "sections" DROP COLUMN "active";