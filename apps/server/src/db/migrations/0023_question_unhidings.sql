CREATE TABLE "project_question_unhidings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL,
	"hidden_by" uuid,
	"hidden_reason" text NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shown_by" uuid,
	"shown_reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_question_unhidings" ADD CONSTRAINT "project_question_unhidings_question_id_project_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."project_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_question_unhidings" ADD CONSTRAINT "project_question_unhidings_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_question_unhidings" ADD CONSTRAINT "project_question_unhidings_shown_by_users_id_fk" FOREIGN KEY ("shown_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_question_unhidings_question_idx" ON "project_question_unhidings" USING btree ("question_id","shown_at");