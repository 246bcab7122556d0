CREATE TYPE "public"."payment_method" AS ENUM('pix', 'boleto', 'cartao_credito', 'transferencia', 'dinheiro');--> statement-breakpoint
CREATE TYPE "public"."quotation_status" AS ENUM('pendente', 'respondido', 'aprovado', 'rejeitado', 'concluido');--> statement-breakpoint
CREATE TYPE "public"."supplier_category" AS ENUM('terraplanagem', 'fundacao', 'alvenaria', 'estrutura_metalica', 'hidraulica', 'eletrica', 'revestimentos', 'pintura', 'cobertura', 'esquadrias', 'acabamento', 'materiais_construcao', 'paisagismo', 'arquitetura', 'engenharia', 'outros');--> statement-breakpoint
CREATE TABLE "quotation_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_creator_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"project_name" text NOT NULL,
	"description" text NOT NULL,
	"notes" text,
	"desired_deadline" date,
	"status" "quotation_status" DEFAULT 'pendente' NOT NULL,
	"supplier_response" text,
	"estimated_price" numeric(15, 2),
	"estimated_delivery_days" integer,
	"responded_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_portfolio_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"quotation_id" uuid,
	"rating" integer NOT NULL,
	"quality_rating" integer,
	"deadline_rating" integer,
	"cost_rating" integer,
	"communication_rating" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("supplier_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"cnpj" text NOT NULL,
	"category" "supplier_category" NOT NULL,
	"description" text,
	"location_city" text NOT NULL,
	"location_state" text NOT NULL,
	"service_radius_km" integer NOT NULL,
	"average_delivery_days" integer NOT NULL,
	"payment_methods" "payment_method"[] DEFAULT '{}' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "suppliers_cnpj_unique" UNIQUE("cnpj")
);
--> statement-breakpoint
ALTER TABLE "quotation_attachments" ADD CONSTRAINT "quotation_attachments_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_attachments" ADD CONSTRAINT "quotation_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_project_creator_id_users_id_fk" FOREIGN KEY ("project_creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_portfolio_images" ADD CONSTRAINT "supplier_portfolio_images_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_portfolio_images" ADD CONSTRAINT "supplier_portfolio_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_reviews" ADD CONSTRAINT "supplier_reviews_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_reviews" ADD CONSTRAINT "supplier_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_reviews" ADD CONSTRAINT "supplier_reviews_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_quotation_idx" ON "quotation_attachments" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "quotations_requester_idx" ON "quotations" USING btree ("project_creator_id","created_at");--> statement-breakpoint
CREATE INDEX "quotations_supplier_idx" ON "quotations" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "quotations_supplier_status_idx" ON "quotations" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "portfolio_supplier_idx" ON "supplier_portfolio_images" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "reviews_supplier_idx" ON "supplier_reviews" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_quotation_unique" ON "supplier_reviews" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "suppliers_category_idx" ON "suppliers" USING btree ("category");--> statement-breakpoint
CREATE INDEX "suppliers_state_idx" ON "suppliers" USING btree ("location_state");--> statement-breakpoint
CREATE INDEX "suppliers_created_idx" ON "suppliers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);