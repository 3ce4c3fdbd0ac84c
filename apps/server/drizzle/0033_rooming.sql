-- Issue 52 (decision 036): 'Ułóż pokoje': the pupil's sex and pin, the room's floor and marks, wishes, 'Nie razem' pairs, the parents' deadline.
CREATE TABLE "room_apart" (
	"trip_id" uuid NOT NULL,
	"student_a" uuid NOT NULL,
	"student_b" uuid NOT NULL,
	CONSTRAINT "room_apart_student_a_student_b_pk" PRIMARY KEY("student_a","student_b"),
	CONSTRAINT "room_apart_ordered" CHECK ("room_apart"."student_a" < "room_apart"."student_b")
);
--> statement-breakpoint
CREATE TABLE "room_wishes" (
	"trip_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"wished_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"by_parent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "room_wishes_student_id_position_pk" PRIMARY KEY("student_id","position"),
	CONSTRAINT "room_wishes_position" CHECK ("room_wishes"."position" between 1 and 3),
	CONSTRAINT "room_wishes_not_self" CHECK ("room_wishes"."student_id" <> "room_wishes"."wished_id")
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "wishes_until" date;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "mixed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "for_guardians" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "room_pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_apart" ADD CONSTRAINT "room_apart_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_apart" ADD CONSTRAINT "room_apart_student_a_students_id_fk" FOREIGN KEY ("student_a") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_apart" ADD CONSTRAINT "room_apart_student_b_students_id_fk" FOREIGN KEY ("student_b") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_wishes" ADD CONSTRAINT "room_wishes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_wishes" ADD CONSTRAINT "room_wishes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_wishes" ADD CONSTRAINT "room_wishes_wished_id_students_id_fk" FOREIGN KEY ("wished_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_apart_trip_idx" ON "room_apart" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "room_wishes_trip_idx" ON "room_wishes" USING btree ("trip_id");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_floor_range" CHECK ("rooms"."floor" between -2 and 50);--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_sex" CHECK ("students"."sex" in ('F', 'M'));