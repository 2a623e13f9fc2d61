DROP INDEX "classes_members_idx";--> statement-breakpoint
DROP INDEX "contents_views_idx";--> statement-breakpoint
DROP INDEX "meditations_plays_idx";--> statement-breakpoint
CREATE INDEX "classes_popular_idx" ON "classes" USING btree ("popular","member_count","id");--> statement-breakpoint
CREATE INDEX "contents_type_views_idx" ON "contents" USING btree ("type","view_count","id");--> statement-breakpoint
CREATE INDEX "meditations_popular_idx" ON "meditations" USING btree ("popular","play_count","id");