ALTER TABLE "users" ADD COLUMN "security_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
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
CREATE INDEX "assistant_messages_audio_media_idx" ON "assistant_messages" USING btree ("audio_media_id") WHERE "assistant_messages"."audio_media_id" is not null;