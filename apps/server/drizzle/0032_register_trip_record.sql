-- Issue 51: the register's history also records a teacher taking pupils into a trip ('Z listy szkoły').
ALTER TABLE "register_imports" DROP CONSTRAINT "register_imports_kind";--> statement-breakpoint
ALTER TABLE "register_imports" ADD CONSTRAINT "register_imports_kind" CHECK ("register_imports"."kind" in ('import', 'new-year', 'trip'));