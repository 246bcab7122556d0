CREATE TYPE "public"."learning_category" AS ENUM('legal', 'development', 'investment', 'finance', 'platform');--> statement-breakpoint
CREATE TYPE "public"."learning_level" AS ENUM('beginner', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."learning_type" AS ENUM('article', 'video', 'guide', 'checklist', 'calculator');--> statement-breakpoint
CREATE TABLE "learning_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_type" "project_type" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_checklist_ticks" (
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_checklist_ticks_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "learning_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" "learning_category" NOT NULL,
	"type" "learning_type" NOT NULL,
	"level" "learning_level" NOT NULL,
	"duration_minutes" integer NOT NULL,
	"author" text NOT NULL,
	"published_at" date NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_content_rating_range" CHECK ("learning_content"."rating" >= 0 and "learning_content"."rating" <= 5),
	CONSTRAINT "learning_content_duration_positive" CHECK ("learning_content"."duration_minutes" > 0),
	CONSTRAINT "learning_content_views_nonnegative" CHECK ("learning_content"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "learning_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" "learning_category" NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "learning_faqs_question_unique" UNIQUE("question")
);
--> statement-breakpoint
ALTER TABLE "learning_checklist_ticks" ADD CONSTRAINT "learning_checklist_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_checklist_ticks" ADD CONSTRAINT "learning_checklist_ticks_item_id_learning_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."learning_checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_checklist_items_type_title_idx" ON "learning_checklist_items" USING btree ("project_type","title");--> statement-breakpoint
CREATE INDEX "learning_checklist_ticks_item_idx" ON "learning_checklist_ticks" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "learning_content_published_idx" ON "learning_content" USING btree ("published_at" DESC NULLS LAST,"id");