-- Issue 50: which reminders a parent link was pushed, one of a kind a day (a consent not answered, an instalment due).
CREATE TABLE "parent_reminders" (
	"parent_link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "parent_reminders_parent_link_id_kind_day_pk" PRIMARY KEY("parent_link_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "parent_reminders" ADD CONSTRAINT "parent_reminders_parent_link_id_parent_links_id_fk" FOREIGN KEY ("parent_link_id") REFERENCES "public"."parent_links"("id") ON DELETE cascade ON UPDATE no action;